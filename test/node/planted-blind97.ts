/**
 * Blind planted set 97 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a streaming data platform tech lead (Kafka, Flink, schema registry, Avro, consumer lag,
 * exactly-once) who numbers everything ("1) … 2) …") and settles some items only by referring back
 * to a numbered point ("re 2: yes"); the agent speaks in Codex CLI's terse voice.
 * Each session is one segment; the items planted in it are listed with it: 75 items (18 decisions, 21 instructions, 19 facts, 17 tasks) in 48 sessions, 12 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND97_SESSIONS: BlindSession[] = [
  {
    id: "b97-dlq-poison",
    build: (s) =>
      s
        .user(
          "orders-enricher crashlooped twice overnight. 1) find the offending record 2) tell me why it kills the whole task instead of just that record 3) propose options, don't change anything yet",
        )
        .bash(
          "kubectl -n streaming logs deploy/orders-enricher --previous | tail -n 6",
          "org.apache.kafka.common.errors.SerializationException: Error deserializing Avro message for id 412\nCaused by: org.apache.avro.AvroTypeException: Found null, expecting string (field: currency)\n  at io.confluent.kafka.serializers.AbstractKafkaAvroDeserializer.deserialize\nWARN  Task failed, restarting (attempt 7) -- errors.tolerance=none\nINFO  Committing offsets: never committed past 88213041 on orders.raw-3",
        )
        .assistant(
          "1) Offending record: orders.raw partition 3, offset 88213041, written with schema id 412 but `currency` is null. 2) `errors.tolerance=none` means any deserialization failure fails the task; it restarts from the last committed offset and hits the same record forever. 3) Options:\n  1. skip and log (fast, but silently drops orders)\n  2. route failures to a dead-letter topic `orders.raw.dlq` with the original bytes + error headers, keep consuming\n  3. pause the partition and page someone",
        )
        .user("re 2: yes, do the DLQ. re 1 absolutely not, we can't drop orders. 3 is what we have today basically and it's why I got paged at 4am")
        .file("Edit", "pipelines/orders-enricher/src/main/resources/application.yaml")
        .file("Edit", "pipelines/orders-enricher/src/main/java/io/acme/enricher/DeadLetterRouter.java")
        .bash("./gradlew :pipelines:orders-enricher:test", "BUILD SUCCESSFUL in 41s\n23 tests completed")
        .assistant("Added `DeadLetterRouter`: deserialization failures go to `orders.raw.dlq` with headers `x-error-class`, `x-source-offset`. Tests pass.")
        .user("good. follow-up for later, not today: we need an alert on dlq message rate in grafana, anything > 0 for 5 min should page")
        .stop("Noted; no alert added in this change."),
    planted: [
      { kind: "decision", keys: ["dead-letter"] },
      { kind: "task", keys: ["alert", "dlq"] },
    ],
  },
  {
    id: "b97-compat-mode",
    build: (s) =>
      s
        .user("registry rejected my new field on payments.settled-value. what's the compat mode on that subject?")
        .bash("curl -s $SR_URL/config/payments.settled-value", '{"compatibilityLevel":"BACKWARD_TRANSITIVE"}')
        .bash("curl -s $SR_URL/config", '{"compatibilityLevel":"BACKWARD"}')
        .assistant(
          "`payments.settled-value` is `BACKWARD_TRANSITIVE` (subject override); the global default is `BACKWARD`. Your new field `fee_currency` has no default, so it can't be read by old readers of every prior version.",
        )
        .user(
          "right, I forgot. for the record: every payments.* subject is BACKWARD_TRANSITIVE on purpose, audit replays from offset 0 with the newest reader. also 1) new fields always get a default 2) never hand edit the .avsc under generated/, edit schemas/ and run `make avro`",
        )
        .file("Edit", "schemas/payments/settled.avsc")
        .bash("make avro && ./gradlew :schemas:compatCheck", "generated 14 classes\nCompatibility check against payments.settled-value versions 1..9: OK")
        .assistant('Added `"default": null` and a `["null","string"]` union for `fee_currency`; regenerated; compat check passes against v1..v9.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["backward_transitive", "audit"] },
      { kind: "instruction", keys: ["default"] },
      { kind: "instruction", keys: ["make avro"] },
    ],
  },
  {
    id: "b97-clickstream-lag",
    build: (s) =>
      s
        .user("clickstream-sink lag is at 4M again. is it the broker or us?")
        .bash(
          "kafka-consumer-groups --bootstrap-server $BROKERS --describe --group clickstream-sink | head -5",
          "GROUP            TOPIC        PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\nclickstream-sink clicks.v2    0          992013411       993871022       1857611\nclickstream-sink clicks.v2    1          990120554       992301874       2181320\nConsumer group 'clickstream-sink' is rebalancing",
        )
        .bash(
          "grep -E 'max.poll|session.timeout' pipelines/clickstream-sink/consumer.properties",
          "max.poll.records=5000\nmax.poll.interval.ms=30000\nsession.timeout.ms=45000",
        )
        .assistant(
          "It's us. Each poll returns up to 5000 records; the S3 flush for a batch that size takes 35-50 s, longer than `max.poll.interval.ms=30000`, so the member is kicked and the group rebalances in a loop. Broker metrics are flat. Could be GC too, but the rebalance timestamps line up with the flushes.",
        )
        .user("can you check GC just to be sure")
        .bash(
          "kubectl -n streaming exec clickstream-sink-0 -- jstat -gcutil 1 1000 3",
          "  S0     S1     E      O      M     CCS    YGC     YGCT    FGC    FGCT\n  0.00  41.2  63.0  38.1  95.1  90.3   1802   14.3     0    0.00",
        )
        .assistant("No full GCs, young GC total 14 s over the pod's life. Root cause confirmed: max.poll.records=5000 vs the 30 s poll interval.")
        .user("ok. set max.poll.records to 500 for now. and TODO next sprint: split the sink so the S3 flush runs off the poll thread, put it on the board")
        .file("Edit", "pipelines/clickstream-sink/consumer.properties")
        .stop("Set `max.poll.records=500`; lag is dropping (4.0M -> 3.1M in 2 min)."),
    planted: [
      { kind: "fact", keys: ["max.poll.records", "5000"] },
      { kind: "task", keys: ["poll thread"] },
    ],
  },
  {
    id: "b97-eos-sink",
    build: (s) =>
      s
        .user("for the ledger-aggregator Flink job we need to stop double counting after restarts. options?")
        .file("Read", "jobs/ledger-aggregator/src/main/java/io/acme/ledger/LedgerJob.java")
        .assistant(
          "Current sink is `KafkaSink` with `DeliveryGuarantee.AT_LEAST_ONCE`, so a restart replays from the last checkpoint and re-emits. Choices:\n1) EXACTLY_ONCE on the KafkaSink (2PC tied to checkpoints; downstream consumers need `isolation.level=read_committed`)\n2) keep at-least-once and dedupe downstream by `entry_id`\n3) idempotent upsert into Postgres instead of Kafka",
        )
        .user("1) 2) I'd rather not push dedupe onto every consumer 3) no, other teams read the topic")
        .assistant("Is that a yes to 1?")
        .user("yes, 1. go")
        .file("Edit", "jobs/ledger-aggregator/src/main/java/io/acme/ledger/LedgerJob.java")
        .bash("grep transaction.max.timeout.ms infra/kafka/broker.properties", "transaction.max.timeout.ms=900000")
        .assistant(
          "Switched to `DeliveryGuarantee.EXACTLY_ONCE`, `transactionalIdPrefix=ledger-aggregator`, producer `transaction.timeout.ms=600000` (our brokers have `transaction.max.timeout.ms=900000`, i.e. 15 min, so anything above that fails at startup).",
        )
        .user("good catch on the cap, thanks")
        .stop(),
    planted: [
      { kind: "decision", keys: ["exactly_once"] },
      { kind: "fact", keys: ["transaction.max.timeout.ms"] },
    ],
  },
  {
    id: "b97-test-conventions",
    build: (s) =>
      s
        .user(
          "ran your tests and they hit dev-kafka-01, which is shared. couple of rules going forward:\n1) integration tests run only against testcontainers: `./gradlew integrationTest -Pkafka=testcontainers`\n2) topic names in tests get a random suffix, people run in parallel on CI\n3) don't touch the shared dev cluster from a laptop at all, it's not ours",
        )
        .assistant("Understood. I'll switch the fixture to Testcontainers and add a suffix helper.")
        .file("Edit", "pipelines/common/src/testFixtures/java/io/acme/test/KafkaFixture.java")
        .bash(
          "./gradlew integrationTest -Pkafka=testcontainers",
          "> Task :pipelines:common:integrationTest\nStarting container confluentinc/cp-kafka:7.6.1\n31 tests completed, 0 failed\nBUILD SUCCESSFUL in 2m 12s",
        )
        .assistant("All 31 integration tests pass on Testcontainers; topics now look like `orders.raw-it-3f9a`.")
        .user("nice")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["testcontainers"] },
      { kind: "instruction", keys: ["random suffix"] },
      { kind: "instruction", keys: ["shared dev cluster"] },
    ],
  },
  {
    id: "b97-partition-count",
    build: (s) =>
      s
        .user("quick one - how many partitions does payments.authorized have? thinking of bumping it")
        .bash(
          "kafka-topics --bootstrap-server $BROKERS --describe --topic payments.authorized | head -1",
          "Topic: payments.authorized\tTopicId: Zx1...\tPartitionCount: 24\tReplicationFactor: 3\tConfigs: min.insync.replicas=2,cleanup.policy=delete",
        )
        .assistant(
          "24 partitions, RF 3, `min.insync.replicas=2`. Increasing is possible, but it changes key-to-partition mapping, so per-key ordering breaks for in-flight keys during the switch.",
        )
        .user("hm. maybe we could do it in the maintenance window? or create a new topic and migrate?")
        .assistant("Either works; a new topic with a dual-write period is safer for ordering but needs every consumer to move.")
        .user("actually no, scratch that, we're not touching partitions this quarter. 24 stays. the fraud team keys on card_id and relies on ordering per card")
        .stop("Okay, no change."),
    planted: [
      { kind: "decision", keys: ["24"] },
      { kind: "fact", keys: ["fraud", "card_id"] },
    ],
  },
  {
    id: "b97-registry-owner",
    build: (s) =>
      s
        .user("can we just set the global compat to NONE on staging registry so my migration goes through?")
        .bash(
          "curl -s -X PUT -H 'Content-Type: application/json' --data '{\"compatibility\":\"NONE\"}' $SR_STAGING/config",
          '{"error_code":40301,"message":"User is denied operation Write on Subject: __GLOBAL"}',
        )
        .assistant("Denied: our service account has no write on the global config. Only subject-level config is allowed for us.")
        .user(
          "ugh right, the registry belongs to platform-data, Ines's team, we only own our subjects. we can't change global settings and we shouldn't ask. set it on the subject only, then put it back after",
        )
        .bash(
          "curl -s -X PUT -H 'Content-Type: application/json' --data '{\"compatibility\":\"NONE\"}' $SR_STAGING/config/inventory.snapshot-value",
          '{"compatibility":"NONE"}',
        )
        .bash("./gradlew :migrations:inventory:run -Penv=staging", "registered inventory.snapshot-value v7\nBUILD SUCCESSFUL")
        .bash(
          "curl -s -X PUT -H 'Content-Type: application/json' --data '{\"compatibility\":\"FORWARD\"}' $SR_STAGING/config/inventory.snapshot-value",
          '{"compatibility":"FORWARD"}',
        )
        .assistant("Migration registered v7; subject compat restored to FORWARD.")
        .stop(),
    planted: [{ kind: "fact", keys: ["platform-data", "ines"] }],
  },
  {
    id: "b97-flink-checkpoints",
    build: (s) =>
      s
        .user("sessionizer checkpoints are taking 4+ minutes. look at it pls, numbered findings")
        .bash(
          "curl -s $FLINK/jobs/$JOB/checkpoints | jq '.latest.completed | {duration: .end_to_end_duration, size: .state_size}'",
          '{\n  "duration": 262113,\n  "size": 48113201988\n}',
        )
        .file("Read", "jobs/sessionizer/src/main/resources/flink-conf.yaml")
        .assistant(
          "1) State is ~48 GB, full checkpoints every time: `state.backend.incremental: false`. 2) Checkpoint interval 60 s with 4-min checkpoints means they queue back to back. 3) RocksDB is on the default local disk (gp2), throughput capped.\nProposals: a) enable incremental checkpoints b) raise interval to 3 min c) move RocksDB to local NVMe",
        )
        .user("re a: yes. re b: no, the sessions SLA needs 60s. re c: maybe, I need to check node pool costs first, hold off")
        .file("Edit", "jobs/sessionizer/src/main/resources/flink-conf.yaml")
        .bash(
          "./scripts/deploy-flink.sh sessionizer --savepoint",
          "Triggered savepoint s3://flink-sp/sessionizer/savepoint-7d21\nSubmitted job 9e0c...\nCheckpoint 1 completed in 38s",
        )
        .assistant("Incremental checkpoints on; first incremental checkpoint completed in 38 s.")
        .user("great. btw whenever you redeploy a flink job, always go through deploy-flink.sh with --savepoint, never cancel the job by hand")
        .stop(),
    planted: [
      { kind: "decision", keys: ["incremental"] },
      { kind: "instruction", keys: ["deploy-flink.sh", "savepoint"] },
    ],
  },
  {
    id: "b97-acks-config",
    build: (s) =>
      s
        .user("what does our default producer config look like? i keep forgetting")
        .bash(
          "cat pipelines/common/src/main/resources/producer-defaults.properties",
          "acks=all\nenable.idempotence=true\nlinger.ms=20\ncompression.type=zstd\n# TODO: revisit batch.size after the zstd rollout\n# never set acks=1 for financial topics",
        )
        .assistant("`acks=all`, idempotence on, `linger.ms=20`, zstd compression. The comments include an old TODO about `batch.size`.")
        .user("that TODO is ancient, ignore it. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b97-avro-logical",
    build: (s) =>
      s
        .user("downstream says amounts in refunds.issued come out as weird bytes. 1) check the schema 2) check what the python consumer does")
        .file("Read", "schemas/refunds/issued.avsc")
        .bash(
          "grep -n decimal consumers/refund-reporter/reporter/decode.py",
          "41:    # amount is bytes; decode manually for now\n42:    amount = int.from_bytes(rec['amount'], 'big') / 100",
        )
        .assistant(
          "1) `amount` is `bytes` with `logicalType: decimal, precision 18, scale 2`. 2) The python consumer ignores the logical type and divides by 100 by hand; fastavro can return `Decimal` if the reader gets the schema with logical types.",
        )
        .user(
          "ok so 1) money is always decimal(18,2) in our schemas, that's the house rule, don't introduce doubles or cents-as-long 2) fix the python side to use fastavro's decimal support",
        )
        .file("Edit", "consumers/refund-reporter/reporter/decode.py")
        .bash("cd consumers/refund-reporter && pytest -q", "........ 8 passed in 1.21s")
        .assistant("Python consumer now reads `Decimal` via fastavro logical types; 8 tests pass.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["decimal(18,2)"] }],
  },
  {
    id: "b97-lag-exporter",
    build: (s) =>
      s
        .user("where do the consumer lag numbers on the grafana board actually come from?")
        .bash(
          "kubectl -n monitoring get deploy | grep -i lag",
          "burrow                 1/1     1            1           412d\nkafka-lag-exporter     0/0     0            0           390d",
        )
        .bash(
          "kubectl -n monitoring get cm burrow-config -o jsonpath='{.data.burrow\\.toml}' | head -4",
          '[consumer.prod]\nclass-name="kafka"\ncluster="prod"\noffsets-topic="__consumer_offsets"',
        )
        .assistant("From Burrow (monitoring namespace), reading `__consumer_offsets` on prod. `kafka-lag-exporter` exists but is scaled to 0.")
        .user(
          "ah right. so it's burrow, not the lag exporter. kafka-lag-exporter is dead, someone should delete that deployment at some point - add it to the cleanup list",
        )
        .file("Edit", "docs/cleanup-backlog.md")
        .stop("Added to docs/cleanup-backlog.md."),
    planted: [
      { kind: "fact", keys: ["burrow"] },
      { kind: "task", keys: ["kafka-lag-exporter"] },
    ],
  },
  {
    id: "b97-key-strategy",
    build: (s) =>
      s
        .user("new topic for shipment events. key it by order_id or shipment_id? thoughts")
        .assistant(
          "Trade-off: 1) `order_id` keeps all shipments of an order in one partition (ordered per order; split shipments stay together) 2) `shipment_id` spreads load better, but consumers joining on order lose ordering.",
        )
        .user("what does the warehouse team consume by?")
        .bash(
          "grep -rn 'groupBy\\|keyBy' consumers/warehouse-sync/src | head -3",
          "consumers/warehouse-sync/src/Sync.kt:88:    .keyBy { it.orderId }\nconsumers/warehouse-sync/src/Sync.kt:131:    .groupBy { it.orderId }",
        )
        .assistant("They key and group by `orderId`.")
        .user("then order_id. done. create the topic with 12 partitions, rf 3")
        .bash(
          "kafka-topics --bootstrap-server $BROKERS --create --topic shipments.events --partitions 12 --replication-factor 3 --config min.insync.replicas=2",
          "Created topic shipments.events.",
        )
        .stop("Created `shipments.events`, 12 partitions, RF 3."),
    planted: [{ kind: "decision", keys: ["order_id", "shipment"] }],
  },
  {
    id: "b97-chitchat-offsets",
    build: (s) =>
      s
        .user("morning. did the weekend reprocessing finish?")
        .bash(
          "kafka-consumer-groups --bootstrap-server $BROKERS --describe --group reprocess-2026-11 | tail -2",
          "reprocess-2026-11 orders.raw 22 40019331 40019331 0\nreprocess-2026-11 orders.raw 23 39877102 39877102 0",
        )
        .assistant("Yes, lag is 0 on all 24 partitions of orders.raw for `reprocess-2026-11`.")
        .user("sweet. can you delete that group then")
        .bash(
          "kafka-consumer-groups --bootstrap-server $BROKERS --delete --group reprocess-2026-11",
          "Deletion of requested consumer groups ('reprocess-2026-11') was successful.",
        )
        .assistant("Deleted.")
        .user("thx, coffee time")
        .stop(),
    planted: [],
  },
  {
    id: "b97-retention",
    build: (s) =>
      s
        .user("storage alert on the prod cluster. which topics are biggest?")
        .bash(
          "kafka-log-dirs --bootstrap-server $BROKERS --describe | jq -r '...' | sort -k2 -n -r | head -4",
          "clicks.v2 18.2TB\norders.raw 6.1TB\naudit.events 4.4TB\nsessions.out 1.2TB",
        )
        .assistant(
          "clicks.v2 dominates at 18.2 TB (retention 14 d). Options: 1) cut clicks.v2 retention to 7 d 2) enable tiered storage for clicks.v2 3) add brokers",
        )
        .user("1 - analytics confirmed they only replay a week. 2 - later maybe. 3 no way")
        .bash(
          "kafka-configs --bootstrap-server $BROKERS --alter --entity-type topics --entity-name clicks.v2 --add-config retention.ms=604800000",
          "Completed updating config for topic clicks.v2.",
        )
        .assistant("clicks.v2 retention now 7 days (604800000 ms). Disk should drop over the next segment roll.")
        .user("also fwiw audit.events has infinite retention, it's a compliance requirement, so it'll keep growing")
        .stop(),
    planted: [
      { kind: "decision", keys: ["clicks.v2", "7"] },
      { kind: "fact", keys: ["audit.events", "compliance"] },
    ],
  },
  {
    id: "b97-review-style",
    build: (s) =>
      s
        .user(
          "before you open the PR: in this repo we squash-merge and the PR title is `[pipeline-name] what changed`. and I prefer one pipeline per PR, don't bundle",
        )
        .bash(
          "git log --oneline -3",
          "8a1c2e0 [orders-enricher] route poison records to DLQ\n77d0b9e [sessionizer] incremental checkpoints\n1f0e3aa [clickstream-sink] lower max.poll.records",
        )
        .assistant(
          "Matches the existing history. I'll split the change into two PRs: `[refund-reporter] decimal decoding` and `[schemas] refunds.issued docs`.",
        )
        .bash("gh pr create --title '[refund-reporter] decimal decoding' --body 'fastavro logical types'", "https://github.com/acme/streaming/pull/1184")
        .stop("Opened #1184; second PR next."),
    planted: [
      { kind: "instruction", keys: ["pr title"] },
      { kind: "instruction", keys: ["one pipeline per pr"] },
    ],
  },
  {
    id: "b97-rebalance-hypothesis",
    build: (s) =>
      s
        .user("inventory-sync rebalanced 9 times last night. any idea?")
        .bash(
          "kubectl -n streaming get events --field-selector involvedObject.name=inventory-sync-2 | tail -3",
          "LAST SEEN   TYPE      REASON      MESSAGE\n3h          Warning   OOMKilled   Container inventory-sync killed (memory limit 2Gi)\n3h          Normal    Pulled      Container image already present",
        )
        .assistant(
          "Pod 2 was OOMKilled at least once; each restart triggers a rebalance. Maybe the in-memory SKU cache grows unbounded, maybe it's the large-message batch from the 02:00 import, I can't tell yet.",
        )
        .user("could be either. could also be the cooperative-sticky assignor not being set. don't know. leave it, I'll look tomorrow with heap dumps")
        .assistant("Okay. I haven't changed anything.")
        .stop(),
    planted: [],
  },
  {
    id: "b97-exactly-once-consumer",
    build: (s) =>
      s
        .user("the recon service sees uncommitted ledger records. 1) check its isolation level 2) fix it")
        .bash("grep isolation services/recon/src/main/resources/kafka.yaml", "isolation.level: read_uncommitted")
        .file("Edit", "services/recon/src/main/resources/kafka.yaml")
        .bash("./gradlew :services:recon:test", "BUILD SUCCESSFUL in 19s")
        .assistant("1) It was `read_uncommitted`. 2) Set to `read_committed`; tests pass.")
        .user(
          "cool. rule from now on: every consumer of a transactional topic (ledger.*, payments.*) runs with read_committed, put it in the checklist for new services",
        )
        .file("Edit", "docs/new-service-checklist.md")
        .stop("Added to docs/new-service-checklist.md."),
    planted: [{ kind: "instruction", keys: ["read_committed", "ledger"] }],
  },
  {
    id: "b97-staging-brokers",
    build: (s) =>
      s
        .user("my producer to staging times out on metadata. bootstrap is staging-kafka:9092")
        .bash(
          "kcat -b staging-kafka:9092 -L 2>&1 | head -3",
          "% ERROR: Local: Broker transport failure: staging-kafka:9092/bootstrap: Connect to ipv4#10.20.4.11:9092 failed: Connection refused",
        )
        .bash(
          "kcat -b staging-kafka:9094 -X security.protocol=SASL_SSL -X sasl.mechanisms=SCRAM-SHA-512 -X sasl.username=$U -X sasl.password=$P -L | head -2",
          "Metadata for all topics (from broker 1: sasl_ssl://staging-kafka-1:9094/1):\n 3 brokers:",
        )
        .assistant("Plaintext 9092 is closed on staging; the listener is SASL_SSL on 9094 with SCRAM-SHA-512. Connecting there works.")
        .user("oh they turned off plaintext? ok. yeah staging is 9094 + SCRAM only now, prod too since october")
        .file("Edit", "pipelines/common/src/main/resources/env/staging.properties")
        .stop("Updated staging.properties to 9094/SASL_SSL."),
    planted: [{ kind: "fact", keys: ["9094", "scram"] }],
  },
  {
    id: "b97-flink-upgrade",
    build: (s) =>
      s
        .user("we're on flink 1.17 everywhere. 1.19 or 1.20 for the upgrade?")
        .bash("grep -rh 'flink.version' jobs/*/gradle.properties | sort | uniq -c", "      6 flink.version=1.17.2")
        .assistant(
          "1) 1.19: smaller jump, Kafka connector 3.2 supported 2) 1.20: LTS-ish for the 1.x line, but state migration for the old `FlinkKafkaConsumer` sources is removed, and two of our jobs still use it",
        )
        .user("hmm. what are the two jobs")
        .bash("grep -rl FlinkKafkaConsumer jobs/ | cut -d/ -f2 | sort -u", "geo-enricher\nlegacy-audit")
        .assistant("geo-enricher and legacy-audit.")
        .user("ok 1.20, but we migrate those two to KafkaSource first. write that down as the next thing to do before the upgrade, I won't get to it this week")
        .stop("Recorded: migrate geo-enricher and legacy-audit to KafkaSource before the 1.20 upgrade."),
    planted: [
      { kind: "decision", keys: ["1.20"] },
      { kind: "task", keys: ["kafkasource"] },
    ],
  },
  {
    id: "b97-typo-fix",
    build: (s) =>
      s
        .user("typo in the sessionizer README, 'sesion window'. fix pls")
        .file("Edit", "jobs/sessionizer/README.md")
        .assistant("Fixed `sesion` -> `session` (2 places).")
        .user("and run spotless while you're at it")
        .bash("./gradlew spotlessApply", "BUILD SUCCESSFUL in 7s")
        .assistant("spotlessApply made no further changes.")
        .stop(),
    planted: [],
  },
  {
    id: "b97-oncall",
    build: (s) =>
      s
        .user("who do I page for broker issues vs flink issues? writing the runbook")
        .file("Read", "docs/runbooks/README.md")
        .assistant("The runbook index lists `#kafka-platform` for brokers but nothing for Flink.")
        .user("brokers: kafka-platform on-call (opsgenie 'kafka-prod'). flink jobs: us, the streaming team, rotation 'streaming-primary'. put both in")
        .file("Edit", "docs/runbooks/README.md")
        .assistant("Added both escalation paths to the runbook index.")
        .user("also remind me to ask Tomasz whether kafka-platform still wants the weekly capacity report, I think nobody reads it")
        .stop(),
    planted: [
      { kind: "fact", keys: ["streaming-primary"] },
      { kind: "fact", keys: ["kafka-prod"] },
      { kind: "task", keys: ["tomasz"] },
    ],
  },
  {
    id: "b97-ser-choice",
    build: (s) =>
      s
        .user("the mobile team wants to produce to our topics in protobuf. 1) can registry do it 2) should we allow it")
        .bash("curl -s $SR_URL/schemas/types", '["JSON","PROTOBUF","AVRO"]')
        .assistant(
          "1) Yes, the registry supports PROTOBUF. 2) It would mean mixed formats per topic family; our Flink jobs and the Avro codegen only handle Avro today.",
        )
        .user("re 2: no. Avro only on our topics, they can convert at the edge service. tell them that's final")
        .assistant("Drafted a reply for #mobile-platform: topics owned by streaming accept Avro only; conversion happens in the edge service.")
        .file("Write", "docs/decisions/0014-avro-only.md")
        .stop(),
    planted: [{ kind: "decision", keys: ["avro only"] }],
  },
  {
    id: "b97-lag-alert-threshold",
    build: (s) =>
      s
        .user("lag alert for orders-enricher fires constantly during the 09:00 batch. bump the threshold?")
        .bash(
          "grep -A3 'orders-enricher' monitoring/alerts/lag.yaml",
          '- alert: OrdersEnricherLag\n  expr: burrow_lag{group="orders-enricher"} > 50000\n  for: 2m\n  # must always page, never downgrade',
        )
        .assistant("Threshold is 50k for 2 min. The 09:00 batch peaks around 180k and drains in ~6 min. 1) raise to 200k 2) keep 50k but `for: 10m`")
        .user("2")
        .file("Edit", "monitoring/alerts/lag.yaml")
        .bash("promtool check rules monitoring/alerts/lag.yaml", "Checking monitoring/alerts/lag.yaml\n  SUCCESS: 14 rules found")
        .stop("Changed to `for: 10m`, threshold stays 50k."),
    planted: [{ kind: "decision", keys: ["10m"] }],
  },
  {
    id: "b97-questions-only",
    build: (s) =>
      s
        .user("random question: does kafka streams' exactly_once_v2 need brokers >= 2.5?")
        .assistant("Yes, `exactly_once_v2` requires brokers 2.5 or newer.")
        .user("and does it still make one producer per task?")
        .assistant("No, v2 uses one producer per stream thread, which is the main reason it scales better than v1.")
        .user("ok cool, just curious, we're not on streams anyway")
        .stop(),
    planted: [],
  },
  {
    id: "b97-geo-join",
    build: (s) =>
      s
        .user("geo-enricher output is missing city for ~3% of events. look into it")
        .bash("kafka-console-consumer --bootstrap-server $BROKERS --topic geo.enriched --max-messages 2000 | jq -r '.city // \"null\"' | grep -c null", "61")
        .file("Read", "jobs/geo-enricher/src/main/java/io/acme/geo/GeoJoin.java")
        .assistant(
          "61/2000 missing. The join against the `geo.ip-ranges` compacted topic is a temporal join on event time; events arriving before the broadcast state has loaded after restart get no match. It's the first ~40 s after each restart.",
        )
        .user("is it only after restarts? prove it")
        .bash("./scripts/lag-by-time.sh geo.enriched city=null --since 24h", "01:12:05-01:12:44  58 nulls (job restart 01:12:03)\nrest of day        3 nulls")
        .assistant("Confirmed: 58 of 61 nulls are in the 40 s after the 01:12 restart; the other 3 are IPs absent from the range table.")
        .user(
          "ok that's the root cause then. known issue, we live with it for now, but TODO: buffer events until the broadcast state is primed. ticket it for Q1",
        )
        .bash("gh issue create --title '[geo-enricher] buffer until ip-ranges broadcast is primed' --label Q1", "https://github.com/acme/streaming/issues/1190")
        .stop(),
    planted: [
      { kind: "fact", keys: ["broadcast", "restart"] },
      { kind: "task", keys: ["buffer", "primed"] },
    ],
  },
  {
    id: "b97-avsc-docs",
    build: (s) =>
      s
        .user("the data catalog shows blank descriptions for half of shipments.events. 1) add docs to the avsc 2) regenerate")
        .file("Edit", "schemas/shipments/events.avsc")
        .bash("make avro && ./gradlew :schemas:compatCheck", "generated 3 classes\nCompatibility check against shipments.events-value versions 1..2: OK")
        .assistant("1) Added `doc` to all 17 fields. 2) Regenerated; compat check OK (doc changes don't affect compatibility).")
        .user(
          "thanks. going forward every field in an .avsc gets a doc string, the catalog scrapes them. and TODO after the code freeze: turn on broker-side confluent.value.schema.validation for payments.* topics, I want bad producers rejected at the broker",
        )
        .stop("Noted the broker-side validation as a post-freeze item; nothing enabled now."),
    planted: [
      { kind: "instruction", keys: ["doc string"] },
      { kind: "task", keys: ["schema.validation"] },
    ],
  },
  {
    id: "b97-group-naming",
    build: (s) =>
      s
        .user("what group id should the new shipment-notifier use?")
        .bash(
          "kafka-consumer-groups --bootstrap-server $BROKERS --list | sort | head -8",
          "clickstream-sink\nstreaming.geo-enricher.prod\nstreaming.ledger-aggregator.prod\nstreaming.recon.prod\nstreaming.sessionizer.prod\norders-enricher\nwarehouse.sync.prod",
        )
        .assistant(
          "Most groups follow `<team>.<service>.<env>`; `clickstream-sink` and `orders-enricher` are the exceptions. For this one: `streaming.shipment-notifier.prod`?",
        )
        .user("yes. and that's the convention, consumer group ids are always <team>.<service>.<env>, no exceptions for new stuff")
        .file("Edit", "services/shipment-notifier/src/main/resources/application.yaml")
        .assistant("Set `group.id: streaming.shipment-notifier.<env>`.")
        .user(
          "the two old ones we rename in the next maintenance window, it needs an offset copy so not now. put it on my list: rename legacy groups clickstream-sink + orders-enricher",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["<team>.<service>.<env>"] },
      { kind: "task", keys: ["rename", "legacy groups"] },
    ],
  },
  {
    id: "b97-backfill",
    build: (s) =>
      s
        .user("we need to backfill 60 days of orders into the new shipments pipeline. how")
        .bash("kafka-topics --bootstrap-server $BROKERS --describe --topic orders.raw | grep -o 'retention.ms=[0-9]*'", "retention.ms=2592000000")
        .bash("aws s3 ls s3://acme-kafka-archive/orders.raw/ | head -2", "                           PRE 2025/03/\n                           PRE 2025/04/")
        .assistant(
          "orders.raw only keeps 30 days, so offsets alone can't cover 60. Options:\n1) bounded Flink job reading the S3 archive (Avro files partitioned by day), writing to a temp topic `orders.backfill`\n2) reset offsets to earliest and accept only 30 days\n3) ask platform to restore from broker snapshots",
        )
        .user("is the archive complete?")
        .bash("./scripts/archive-coverage.sh orders.raw", "first day: 2025-03-01\ngaps: none")
        .assistant("Archive starts 2025-03-01, no gaps since.")
        .user(
          "re 1: yes, that one. and good to know the S3 archive only starts at march 2025, anything older is gone. after the backfill's done, next week, someone has to delete orders.backfill - that's a task for later",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["s3 archive"] },
      { kind: "fact", keys: ["archive", "march 2025"] },
      { kind: "task", keys: ["delete", "orders.backfill"] },
    ],
  },
  {
    id: "b97-ci-shards",
    build: (s) =>
      s
        .user("integrationTest takes 14 min on CI now. shard it? 4 runners?")
        .bash(
          "gh run view 88123 --log | grep -E 'integrationTest|Waiting for runner'",
          "integrationTest  14m02s\nWaiting for runner: 6m (queue: streaming-large)",
        )
        .assistant(
          "4 shards would cut runtime to ~4 min each, but the `streaming-large` queue already waits 6 min for a runner; 4 at once would likely wait longer.",
        )
        .user("ok then not 4. fine, 3 shards then, split by module")
        .file("Edit", ".github/workflows/ci.yaml")
        .bash("gh workflow run ci.yaml --ref h-ci-shards && sleep 600 && gh run list -L1", "completed  success  ci  h-ci-shards  5m48s")
        .assistant("3-shard run: 5m48s wall, green.")
        .user("🙌 follow-up, not now: cache the testcontainers images on the runners, the pull is 90s of each shard")
        .stop(),
    planted: [
      { kind: "decision", keys: ["3 shards"] },
      { kind: "task", keys: ["cache", "images"] },
    ],
  },
  {
    id: "b97-pos-dedupe",
    build: (s) =>
      s
        .user("duplicate sales in sales.pos again. 1) are they true duplicates 2) how late do they arrive")
        .bash("./scripts/dupes.sh sales.pos --since 24h --key event_id", "duplicates: 1203\nmax delay between copies: 9m41s\np99 delay: 6m10s")
        .assistant("1) Yes: same `event_id`, identical payloads. 2) Up to 9m41s apart, p99 6m10s. The POS gateway retries on timeout without idempotency.")
        .user(
          "right, the POS gateway resends up to 10 min late with the same event_id, that's just how it behaves, the vendor won't change it. so dedupe in the sales-normalizer job, keyed state on event_id with a TTL. window?",
        )
        .assistant("15 min TTL gives 5 min margin over the max observed delay. State estimate ~2 GB.")
        .user("15 it is")
        .file("Edit", "jobs/sales-normalizer/src/main/java/io/acme/sales/Dedupe.java")
        .bash("./gradlew :jobs:sales-normalizer:test", "BUILD SUCCESSFUL in 33s")
        .user("remind me to ask the POS vendor for their retry policy doc in writing")
        .stop("Dedupe added (event_id keyed state, 15 min TTL); tests pass."),
    planted: [
      { kind: "fact", keys: ["pos", "10 min"] },
      { kind: "decision", keys: ["15"] },
      { kind: "task", keys: ["retry policy"] },
    ],
  },
  {
    id: "b97-cost-review",
    build: (s) =>
      s
        .user("finance wants the kafka bill down 20%. list the topics nobody consumes")
        .bash(
          "./scripts/orphan-topics.sh --min-age 30d",
          "14 topics with zero consumer groups in 30d:\ntmp.orders-test, clicks.v1, geo.debug, ... (11 more)\ntotal size: 2.3TB",
        )
        .assistant("14 topics, 2.3 TB, no consumer in 30 days. Also: we could move off MSK to self-hosted on EC2 for roughly 35% less.")
        .user(
          "1) self-hosted: no. we stay on MSK, nobody here wants to run zookeeper/kraft upgrades at 3am. 2) the 14 orphans: drop them next sprint after I ping the owners 3) Q1: evaluate tiered storage for clicks.v2, that's where the money is",
        )
        .file("Write", "docs/cost-review-2026-11.md")
        .stop("Wrote the cost review notes."),
    planted: [
      { kind: "decision", keys: ["msk"] },
      { kind: "task", keys: ["orphan"] },
      { kind: "task", keys: ["tiered storage"] },
    ],
  },
  {
    id: "b97-redpanda-musing",
    build: (s) =>
      s
        .user("random thought, should we look at redpanda? lower latency, no JVM")
        .assistant(
          "It's Kafka-API compatible; our clients would mostly work. Transactions and the schema registry API are supported, but our MSK IAM auth and Burrow setup would need rework.",
        )
        .user("eh. actually no, forget it, not worth the migration right now")
        .assistant("Okay.")
        .bash("git status --short", "")
        .stop(),
    planted: [],
  },
  {
    id: "b97-status-only",
    build: (s) =>
      s
        .user("where are we on the shipment-notifier?")
        .assistant(
          "Status: consumer wired to shipments.events, Avro classes generated, the email template renders; the SES call is stubbed. 12 unit tests pass.",
        )
        .user("run the tests again please, I merged main into it")
        .bash("./gradlew :services:shipment-notifier:test", "BUILD SUCCESSFUL in 24s\n12 tests completed")
        .assistant("Still 12/12 passing after the merge.")
        .stop(),
    planted: [],
  },
  {
    id: "b97-broker-logs",
    build: (s) =>
      s
        .user("what's this warning spam in the broker logs?")
        .bash(
          "kubectl -n kafka logs kafka-2 --since 1h | grep WARN | sort | uniq -c | sort -rn | head -3",
          '  412 WARN [ReplicaFetcher replicaId=2] Must always have a leader for partition clicks.v2-7, retrying\n   38 WARN Never received heartbeat from client id "geo-enricher-7c9"\n    4 WARN TODO: deprecated config log.message.format.version is ignored',
        )
        .assistant(
          "Mostly ReplicaFetcher retries for clicks.v2-7 during last hour's leader election; it stopped at 13:41. The heartbeat warnings are from a geo-enricher pod that was being replaced.",
        )
        .user("so nothing to do?")
        .assistant("Nothing right now as far as I can see; leadership for clicks.v2-7 is stable on broker 4.")
        .user("ok")
        .stop(),
    planted: [],
  },
  {
    id: "b97-skew-guess",
    build: (s) =>
      s
        .user("partition 7 of clicks.v2 always seems hotter than the others. why?")
        .bash(
          "kafka-log-dirs --bootstrap-server $BROKERS --describe --topic-list clicks.v2 | jq -r '...' | sort -k2 -nr | head -3",
          "clicks.v2-7 1.9TB\nclicks.v2-12 0.8TB\nclicks.v2-3 0.8TB",
        )
        .assistant("p7 is ~2.4x the median. Could be a hot key (a bot user_id?), or a custom partitioner somewhere upstream; I'd need to sample keys to know.")
        .user("might be the bot traffic from the load tester. or not. don't sample now, prod is busy")
        .assistant("Understood, not sampling.")
        .stop(),
    planted: [],
  },
  {
    id: "b97-compaction-idea",
    build: (s) =>
      s
        .user("the inventory.snapshot topic is huge for what it is")
        .bash(
          "kafka-configs --bootstrap-server $BROKERS --describe --entity-type topics --entity-name inventory.snapshot",
          "Dynamic configs for topic inventory.snapshot are:\n  cleanup.policy=delete\n  retention.ms=1209600000",
        )
        .assistant(
          "It's `cleanup.policy=delete` with 14 d retention, but consumers only need the latest value per SKU. Proposal: switch to `compact` (or `compact,delete`).",
        )
        .user("hmm, the warehouse replay job reads history I think. let me check with them before we change anything")
        .assistant("Okay, leaving the config as is.")
        .stop(),
    planted: [],
  },
  {
    id: "b97-parallelism",
    build: (s) =>
      s
        .user("orders-enricher-v2 in flink is slower than the old one. look at the job graph and give me numbered findings")
        .bash(
          'curl -s $FLINK/jobs/$JOB | jq -r \'.vertices[] | "\\(.name) p=\\(.parallelism) bp=\\(.metrics["backpressured-time"] // 0)"\'',
          "Source: orders.raw p=32 bp=0\nEnrich -> Filter p=32 bp=710\nSink: orders.enriched p=32 bp=0",
        )
        .bash("curl -s $FLINK/jobs/$JOB/checkpoints | jq '.latest.completed.alignment_buffered'", "1873920112")
        .assistant(
          "1) Source parallelism is 32 but orders.raw has 24 partitions: 8 source subtasks are idle and hold back the watermark until idleness kicks in. 2) Enrich is backpressured ~71% of the time; the HTTP lookup is synchronous. 3) Checkpoint alignment buffers ~1.8 GB under backpressure.\nProposals: 1) parallelism 24 to match the partitions 2) switch Enrich to AsyncDataStream 3) enable unaligned checkpoints",
        )
        .user("re 1: yes. re 2: not in this PR, the lookup client isn't thread safe, needs a bigger change. re 3: yes")
        .file("Edit", "jobs/orders-enricher-v2/src/main/resources/flink-conf.yaml")
        .bash(
          "./scripts/deploy-flink.sh orders-enricher-v2 --savepoint",
          "Triggered savepoint s3://flink-sp/orders-enricher-v2/savepoint-a19f\nSubmitted job 4b1d...\nCheckpoint 1 completed in 21s",
        )
        .assistant("Redeployed with parallelism 24 and `execution.checkpointing.unaligned: true`; first checkpoint 21 s.")
        .user("good. general rule for all our jobs btw: source parallelism never goes above the topic's partition count")
        .stop(),
    planted: [
      { kind: "decision", keys: ["parallelism", "24"] },
      { kind: "decision", keys: ["unaligned"] },
      { kind: "instruction", keys: ["partition count"] },
    ],
  },
  {
    id: "b97-local-setup",
    build: (s) =>
      s
        .user("new laptop, help me get the local stack up. what's the fastest way?")
        .bash("ls dev/ && cat .sdkmanrc", "compose.yaml\nseed-topics.sh\nREADME.md\njava=21.0.5-tem")
        .assistant(
          "There's `dev/compose.yaml` (Kafka in KRaft mode, schema registry, Flink) and a `.sdkmanrc` pinning Java 21.0.5-tem. Want me to also `brew install kafka` for the CLI tools?",
        )
        .user(
          "no brew kafka, it drifts from the cluster version. 1) local kafka is always `docker compose -f dev/compose.yaml up`, CLI tools via the container 2) java through sdkman, `sdk env` in the repo root",
        )
        .bash(
          "sdk env && docker compose -f dev/compose.yaml up -d && ./dev/seed-topics.sh",
          "Using java version 21.0.5-tem in this shell.\n[+] Running 4/4\n ✔ Container dev-kafka-1     Started\n ✔ Container dev-registry-1  Started\n ✔ Container dev-flink-jm-1  Started\n ✔ Container dev-flink-tm-1  Started\nseeded 31 topics",
        )
        .bash("curl -s localhost:8081/subjects", "<!doctype html><title>Apache Flink Web Dashboard</title>")
        .assistant("8081 answered with the Flink dashboard, not the registry.")
        .user("yeah locally the registry is on 8085, 8081 is taken by the flink UI. it's in the compose file")
        .bash("curl -s localhost:8085/subjects | head -c 80", '["clicks.v2-value","orders.raw-value","payments.authorized-value","payments.settled')
        .stop("Local stack up: Kafka, registry on 8085, Flink UI on 8081, 31 topics seeded."),
    planted: [
      { kind: "instruction", keys: ["compose.yaml"] },
      { kind: "instruction", keys: ["sdkman"] },
      { kind: "fact", keys: ["8085"] },
    ],
  },
  {
    id: "b97-auto-register",
    build: (s) =>
      s
        .user("payments.authorized-value has 61 versions?? who is registering all these")
        .bash("curl -s $SR_URL/subjects/payments.authorized-value/versions | jq length", "61")
        .bash("./scripts/sr-audit.sh payments.authorized-value --last 10 | awk '{print $3}' | sort | uniq -c", "     10 svc-checkout-api")
        .file("Read", "services/checkout-api/internal/events/producer.go")
        .assistant(
          "All 10 recent versions come from `svc-checkout-api`. The Go producer uses hamba/avro with `AutoRegisterSchemas: true`, and its struct tags reorder fields on every build, so each deploy registers a 'new' schema that is only a field reordering.",
        )
        .user(
          "so confirmed, checkout-api with hamba auto-registers on every deploy. wow. ok, rule: auto.register.schemas=false on every producer, schemas only get registered by the CI job from schemas/. tell checkout team, and set it in our common config",
        )
        .file("Edit", "pipelines/common/src/main/resources/producer-defaults.properties")
        .bash("./gradlew :pipelines:common:test", "BUILD SUCCESSFUL in 12s")
        .assistant(
          "Set `auto.register.schemas=false` and `use.latest.version=true` in producer-defaults; tests pass. I drafted a note for the checkout team in the PR description.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["checkout-api", "hamba"] },
      { kind: "instruction", keys: ["auto.register.schemas=false"] },
    ],
  },
  {
    id: "b97-event-time",
    build: (s) =>
      s
        .user("hourly sales totals don't match the POS reports for store 0412. why")
        .bash(
          "./scripts/compare-hourly.sh --store 0412 --date 2026-11-20",
          "hour  ours     pos      diff\n08    1203.10  0.00     +1203.10\n09    988.40   1203.10  -214.70\n10    0.00     988.40   -988.40",
        )
        .file("Read", "jobs/sales-normalizer/src/main/java/io/acme/sales/Timestamps.java")
        .assistant(
          "Our totals are shifted one hour early. `sold_at` from the POS feed is local store time without an offset, and we parse it as UTC. Store 0412 is in CET (UTC+1), so every sale lands an hour early.",
        )
        .user(
          "right. fact to remember: everything we produce is epoch millis UTC, except the POS feed which carries local store time without a zone. convert with the store's tz from the stores table. and while we're here: windows use event time only, never processing time, I saw a processing-time window sneak into sales-normalizer last month",
        )
        .file("Edit", "jobs/sales-normalizer/src/main/java/io/acme/sales/Timestamps.java")
        .bash("./gradlew :jobs:sales-normalizer:test", "BUILD SUCCESSFUL in 29s\n41 tests completed")
        .assistant("`sold_at` now converted with the store's timezone from `stores.tz`; 41 tests pass.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["store time"] },
      { kind: "instruction", keys: ["event time"] },
    ],
  },
  {
    id: "b97-dlq-replay",
    build: (s) =>
      s
        .user("orders.raw.dlq has 212 records since the fix. how do we get them back into the pipeline?")
        .bash("kafka-run-class kafka.tools.GetOffsetShell --bootstrap-server $BROKERS --topic orders.raw.dlq | awk -F: '{s+=$3} END {print s}'", "212")
        .assistant(
          "Two ways:\n1) a retry topic with backoff that re-feeds the enricher automatically\n2) a manual replay script (`scripts/dlq-replay.sh`) that reads the DLQ, lets you filter by `x-error-class`, and produces the fixed records back to orders.raw",
        )
        .user("re 1: no, auto retry of poison records is how you get loops. re 2: yes, manual replay only, with the script")
        .file("Write", "scripts/dlq-replay.sh")
        .bash(
          "./scripts/dlq-replay.sh --dry-run --error-class AvroTypeException",
          "would replay 212 records (212 AvroTypeException)\n0 records would be skipped",
        )
        .assistant("Script written; dry run finds all 212. Not replayed yet.")
        .user(
          "leave them for now, finance wants to look first. TODO for me: write the DLQ replay runbook. and separately, follow-up: bump the schema-registry client to 7.7 in all jobs, we're on 7.4 and it has that cache bug",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["manual replay"] },
      { kind: "task", keys: ["runbook"] },
      { kind: "task", keys: ["7.7"] },
    ],
  },
  {
    id: "b97-cdc-sink",
    build: (s) =>
      s
        .user("analytics wants the orders table from postgres queryable in the lake. 1) what do we get from CDC today 2) where should it land")
        .bash("curl -s $CONNECT_URL/connectors | jq -r '.[]'", "pg-orders-cdc\npg-customers-cdc")
        .bash("curl -s $CONNECT_URL/connectors/pg-orders-cdc/config | jq -r '.\"connector.class\"'", "io.debezium.connector.postgresql.PostgresConnector")
        .assistant(
          "1) `pg-orders-cdc` is a Debezium Postgres connector writing `cdc.public.orders`. The Connect cluster's owner label is `team=databases`. 2) Options: JDBC sink into the analytics Postgres, or the S3 sink connector writing Parquet.",
        )
        .user("ok so the debezium CDC belongs to the db team's connect cluster, not ours, we only consume. let's go with the JDBC sink into analytics pg")
        .file("Write", "connect/analytics-orders-jdbc-sink.json")
        .assistant("Drafted the JDBC sink config with 6 tasks, upsert mode keyed on `order_id`.")
        .user("hmm, actually, change of plan. they'll query it with athena anyway, so S3 sink connector, parquet, partitioned by day. drop the jdbc one")
        .bash("rm connect/analytics-orders-jdbc-sink.json", "")
        .file("Write", "connect/analytics-orders-s3-sink.json")
        .stop("Replaced with an S3 sink config (Parquet, daily partitions)."),
    planted: [
      { kind: "fact", keys: ["debezium"] },
      { kind: "decision", keys: ["athena"] },
    ],
  },
  {
    id: "b97-vault-ttl",
    build: (s) =>
      s
        .user("the backfill job died after an hour with auth errors, trace attached in the CI log")
        .bash(
          "gh run view 88410 --log | grep -iE 'vault|sasl' | tail -3",
          "13:02:11 vault: token acquired (role=ci-streaming, ttl=1h)\n14:02:13 ERROR SaslAuthenticationException: Authentication failed: invalid credentials\n14:02:13 vault: renew failed: token is not renewable",
        )
        .assistant("The CI Vault role issues a 1 h non-renewable token; the job reads Kafka credentials once from Vault and they expire with it.")
        .user(
          "yup, that's confirmed then: ci-streaming vault tokens live 1h, not renewable. long jobs can't run from CI. and note the rule: credentials always come from vault (secret/streaming/<env>/...), never in properties files or env files committed to the repo - I saw a password in a PR last week",
        )
        .bash("git grep -nE 'sasl.jaas.config=.*password=\"[^$]' -- '*.properties' | head", "")
        .assistant("No committed passwords in properties files on this branch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["1h"] },
      { kind: "instruction", keys: ["vault"] },
    ],
  },
  {
    id: "b97-topic-names",
    build: (s) =>
      s
        .user("sales_pos and sales.pos both exist?? which one is live")
        .bash("kafka-topics --bootstrap-server $BROKERS --list | grep -i 'sales'", "sales.pos\nsales_pos\nsales.normalized")
        .bash(
          "./scripts/topic-activity.sh sales_pos sales.pos --since 7d",
          "sales_pos   produced: 0        consumers: 1 (streaming.sales-normalizer.prod)\nsales.pos   produced: 8.1M     consumers: 0",
        )
        .assistant(
          "Producers moved to `sales.pos`, but sales-normalizer still reads `sales_pos`, which receives nothing since Monday. Options:\n1) point sales-normalizer at `sales.pos` now and delete `sales_pos`\n2) mirror sales.pos into sales_pos for a transition period",
        )
        .user(
          "wait what, so normalizer has been idle since monday? re 1: yes, now. and for the future: topic names are lowercase with dots, <domain>.<entity>, no underscores, no dashes",
        )
        .file("Edit", "jobs/sales-normalizer/src/main/resources/application.yaml")
        .bash(
          "./scripts/deploy-flink.sh sales-normalizer --savepoint --reset-source sales.pos=earliest-since:2026-11-23",
          "Submitted job 71ce...\nsource sales.pos starting from 2026-11-23T00:00Z",
        )
        .assistant("sales-normalizer now reads `sales.pos` from Monday 00:00 UTC; it's catching up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sales_pos"] },
      { kind: "instruction", keys: ["dots"] },
    ],
  },
  {
    id: "b97-fraud-latency",
    build: (s) =>
      s
        .user("fraud-scorer p99 went from 90ms to 210ms yesterday. 1) where's the time going 2) what's the budget again")
        .bash("curl -s $FLINK/jobs/$JOB/metrics?get=latency.source_id.p99 | jq -r '.[0].value'", "187")
        .bash("grep -E 'linger|batch.size' jobs/fraud-scorer/src/main/resources/producer.properties", "linger.ms=50\nbatch.size=262144")
        .assistant(
          "1) Someone set `linger.ms=50` on the fraud-scorer producer yesterday (commit 'perf: bigger batches'), adding up to 50 ms per hop; the rest is the shared cluster's busy TaskManagers. 2) I don't see the budget written anywhere in the repo.",
        )
        .user(
          "budget: fraud decisions must be out within 150 ms p99 from produce, that's the fraud team's SLO, it's in their contract with payments. set linger back to 0, and yeah I prefer linger.ms=0 on anything in the fraud path, latency over throughput there",
        )
        .file("Edit", "jobs/fraud-scorer/src/main/resources/producer.properties")
        .bash(
          "./scripts/deploy-flink.sh fraud-scorer --savepoint && sleep 300 && curl -s $FLINK/jobs/$JOB/metrics?get=latency.source_id.p99 | jq -r '.[0].value'",
          "Submitted job c2a0...\n96",
        )
        .assistant("p99 back to 96 ms after redeploy with `linger.ms=0`.")
        .user("👍 next quarter we should move fraud-scorer off the shared flink cluster onto its own session cluster, noisy neighbours. not now")
        .stop(),
    planted: [
      { kind: "fact", keys: ["150 ms"] },
      { kind: "instruction", keys: ["linger.ms=0"] },
      { kind: "task", keys: ["session cluster"] },
    ],
  },
  {
    id: "b97-remove-field",
    build: (s) =>
      s
        .user("can I just drop legacy_sku from inventory.snapshot? nobody reads it I think")
        .bash("rg -l 'legacy_sku|legacySku' consumers/ services/ jobs/ | head", "consumers/warehouse-sync/src/Mapping.kt")
        .assistant(
          "warehouse-sync still maps `legacySku` in Mapping.kt. Removing the field is schema-compatible under FORWARD only if readers tolerate it missing; warehouse-sync would get null.",
        )
        .user("ok. how we remove fields, from now on: 1) mark it deprecated in the doc 2) wait two releases 3) then remove. so for legacy_sku: do step 1 now")
        .file("Edit", "schemas/inventory/snapshot.avsc")
        .bash("make avro && ./gradlew :schemas:compatCheck", "generated 2 classes\nCompatibility check against inventory.snapshot-value versions 1..7: OK")
        .assistant("Marked `legacy_sku` deprecated in its doc; compat OK.")
        .user("and then remove legacy_sku for real after the january release, put it on the list so we don't forget")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["two releases"] },
      { kind: "task", keys: ["legacy_sku", "january"] },
    ],
  },
  {
    id: "b97-eos-explainer",
    build: (s) =>
      s
        .user("explain to me like I'm new: if flink writes to kafka with exactly-once and then a consumer writes to postgres, is the whole chain exactly once?")
        .assistant(
          "No. Flink's 2PC makes the Kafka output exactly-once for read_committed readers. The Postgres writer is a separate system: it's exactly-once only if it commits its offsets and its rows in one transaction, or writes idempotently (upsert by key).",
        )
        .user("and if it commits offsets to kafka after the pg commit?")
        .assistant("Then a crash between the two replays the batch: at-least-once into Postgres. Idempotent upserts make that harmless.")
        .user("makes sense, thanks. just wanted to get it straight for the interview tomorrow")
        .stop(),
    planted: [],
  },
  {
    id: "b97-config-quote",
    build: (s) =>
      s
        .user("what does this bit of the MSK config do? found it in the terraform")
        .bash(
          "sed -n 40,48p infra/msk/server.properties",
          "# Operators must always keep unclean.leader.election.enable=false\nunclean.leader.election.enable=false\n# never lower below 2 on prod\nmin.insync.replicas=2\n# TODO(kafka-platform): auto.create.topics.enable review\nauto.create.topics.enable=false",
        )
        .assistant(
          "It disables unclean leader election (no out-of-sync replica can become leader, so no data loss at the cost of availability), requires 2 in-sync replicas for acks=all writes, and turns off automatic topic creation.",
        )
        .user("and the TODO?")
        .assistant("That's kafka-platform's note from the MSK migration; the setting is already false.")
        .user("ok, just reading, not changing anything")
        .stop(),
    planted: [],
  },
];

export const BLIND97 = plantedSet(BLIND97_SESSIONS, Date.UTC(2026, 10, 25, 9));
