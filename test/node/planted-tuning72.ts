/**
 * Training set for the sentence classifier (written without reading the extractor).
 * Planted set "tuning72": queue and event-driven systems (Kafka, SQS, RabbitMQ, idempotency,
 * retries, DLQs) in Claude Code voice: facts about partitions and retention, decisions about
 * delivery semantics, standing instructions, open tasks. Written without reading the extractor
 * or the other planted sets' sessions. Each session is one segment; the items planted in it are
 * listed with it: 73 items (19 decisions, 16 instructions, 22 facts, 16 tasks) in 47 sessions,
 * 11 of which plant nothing (76 user/assistant messages carry no item). Sessions that plant
 * nothing, and every message not carrying an item, must give nothing: questions, hypotheses, proposals not taken, withdrawn ideas, unconfirmed guesses,
 * quoted code and logs (with "always", "never", "TODO"), chit-chat, and requests done in the same
 * session. Superseded decisions plant only the later one. Counts are checked by
 * test/node/memory-extraction-tuning72.test.ts.
 *
 * Matching rule (the one in test/node/planted-blind.ts's header):
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

export const TUNING72_SESSIONS: BlindSession[] = [
  {
    id: "t72-orders-partitions",
    build: (s) =>
      s
        .user("how many partitions does the orders topic have? consumer lag looks weird")
        .bash(
          "kafka-topics --bootstrap-server localhost:9092 --describe --topic orders.order.v1 | head -3",
          "Topic: orders.order.v1\tPartitionCount: 24\tReplicationFactor: 3\tConfigs: retention.ms=604800000",
        )
        .assistant("The orders topic has 24 partitions with replication factor 3. Lag is concentrated on partitions 7 and 19.")
        .user("ok. we key by customer_id from now on, not order_id - keeps one customer's events in order")
        .assistant("Got it. I'll switch the producer to key by customer_id.")
        .file("Edit", "src/events/orders-producer.ts")
        .stop("Producer now keys by customer_id."),
    planted: [
      { kind: "fact", keys: ["orders", "partitions"] },
      { kind: "decision", keys: ["customer_id"] },
    ],
  },
  {
    id: "t72-audit-retention",
    build: (s) =>
      s
        .user("is audit-events retention 7 days or 30? compliance asked")
        .bash(
          "kafka-configs --bootstrap-server $BROKER --describe --entity-type topics --entity-name audit-events",
          "Dynamic configs for topic audit-events are:\n  retention.ms=604800000 sensitive=false",
        )
        .assistant("Retention on audit-events is 7 days (retention.ms=604800000). The 30 days is probably the S3 archive.")
        .user("right. and fyi never change topic configs in prod with kafka-configs by hand, it all goes through terraform in infra/kafka")
        .assistant("Understood - prod topic config changes go through terraform only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["retention"] },
      { kind: "instruction", keys: ["terraform"] },
    ],
  },
  {
    id: "t72-delivery-semantics",
    build: (s) =>
      s
        .user("thinking exactly-once with kafka transactions for the ledger consumer. thoughts?")
        .assistant(
          "Transactions would give exactly-once inside Kafka, but the ledger writes to Postgres, so the sink side isn't covered. It also roughly halves producer throughput in our setup.",
        )
        .bash("rg -n 'transactional.id' src/", "")
        .user("ok scrap the transactions idea. we go at-least-once delivery plus idempotent consumers, dedupe on the db side")
        .assistant("Decided: at-least-once with idempotent consumers. I'll add the processed_messages unique index.")
        .file("Edit", "migrations/0042_processed_messages.sql")
        .assistant("Index added. Still open: nothing prunes processed_messages yet - the dedupe table cleanup job needs writing later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["at-least-once"] },
      { kind: "task", keys: ["dedupe", "cleanup"] },
    ],
  },
  {
    id: "t72-sqs-dlq",
    build: (s) =>
      s
        .user("new queue for invoice-render pls. reminder: every SQS queue we create gets a DLQ, maxReceiveCount 5")
        .file("Edit", "infra/sqs/invoice-render.tf")
        .bash("terraform -chdir=infra/sqs plan -no-color | tail -2", "Plan: 2 to add, 0 to change, 0 to destroy.")
        .assistant("Added invoice-render with invoice-render-dlq (maxReceiveCount = 5). Plan shows 2 to add.")
        .user("thx. btw DLQ redrive is still manual, nobody ever automated it - you have to click it in the console")
        .assistant("Noted: redrive from the DLQ is a manual console step.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dlq"] },
      { kind: "fact", keys: ["redrive"] },
    ],
  },
  {
    id: "t72-rabbit-quorum",
    build: (s) =>
      s
        .user("what's the rabbit setup in staging?")
        .bash(
          "rabbitmqctl -n rabbit@mq-0 list_queues name type | head -5",
          "Timeout: 60.0 seconds ...\nname\ttype\nemail.send\tquorum\nemail.retry\tquorum\nlegacy.sync\tclassic",
        )
        .assistant("Staging RabbitMQ is a 3-node cluster and most queues are quorum queues. `legacy.sync` is still a classic mirrored queue.")
        .user("yeah. we'll need to migrate the remaining classic mirrored queues to quorum at some point, not today")
        .assistant("Leaving that for later: migrate the classic mirrored queues (legacy.sync and friends) to quorum.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["quorum"] },
      { kind: "task", keys: ["mirrored"] },
    ],
  },
  {
    id: "t72-idempotency-key",
    build: (s) =>
      s
        .user("what should the idempotency key be? message id alone breaks when two handlers consume the same event")
        .assistant("Options: message id alone, message id + handler name, or a payload hash. A payload hash breaks on legit re-sends.")
        .user("go with message id + handler name for the idempotency key")
        .file("Edit", "src/events/idempotency.ts")
        .bash("pnpm test:int -- idempotency", " ✓ test/int/idempotency.test.ts (6 tests) 2.1s")
        .assistant("Idempotency key is now `messageId + ':' + handlerName`; the integration tests pass.")
        .user("good. for consumer stuff always run pnpm test:int, the unit suite mocks the broker and proves nothing")
        .assistant("Will do - consumer changes get `pnpm test:int`.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency"] },
      { kind: "instruction", keys: ["test:int"] },
    ],
  },
  {
    id: "t72-retry-backoff",
    build: (s) =>
      s
        .user("retries hammer the payment provider when it's down. can we do better than fixed 1s?")
        .assistant("Exponential backoff would help. Cap somewhere between 1 and 10 minutes, maybe with jitter.")
        .user("exponential backoff capped at 5 min. decided")
        .file("Edit", "src/events/retry-policy.ts")
        .bash("pnpm vitest run retry-policy", " ✓ retry-policy.test.ts (9 tests)")
        .assistant("Done for payments. Not done: the notifications worker has its own retry loop, and jitter isn't wired in there - that's a follow-up.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["backoff"] },
      { kind: "task", keys: ["jitter"] },
    ],
  },
  {
    id: "t72-consumer-group",
    build: (s) =>
      s
        .user("why is billing consuming from the start again??")
        .bash("kafka-consumer-groups --bootstrap-server $BROKER --list | grep billing", "billing\nbilling-v2")
        .assistant("There are two groups. The live consumer group is billing-v2; `billing` is the old one and someone started a pod with the old config.")
        .user("ugh. and don't reset offsets on any group without asking me first. ever.")
        .assistant("Understood, I won't reset offsets without your OK.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["billing-v2"] },
      { kind: "instruction", keys: ["offsets"] },
    ],
  },
  {
    id: "t72-avro-registry",
    build: (s) =>
      s
        .user("json or avro for the new shipment events?")
        .assistant("JSON is easier to debug; Avro with the schema registry gives compatibility checks at produce time.")
        .user("avro with the registry. json schemas drifted last time")
        .bash("curl -s $REGISTRY/config", '{"compatibilityLevel":"BACKWARD"}')
        .assistant("OK, Avro. The registry's compatibility level is BACKWARD globally, so new fields need defaults.")
        .file("Write", "schemas/shipment.created.avsc")
        .stop(),
    planted: [
      { kind: "decision", keys: ["avro"] },
      { kind: "fact", keys: ["backward"] },
    ],
  },
  {
    id: "t72-fifo-throughput",
    build: (s) =>
      s
        .user("we're getting throttled on the ledger fifo queue")
        .bash(
          "aws sqs get-queue-attributes --queue-url $Q --attribute-names FifoThroughputLimit DeduplicationScope",
          '{"Attributes":{"FifoThroughputLimit":"perQueue","DeduplicationScope":"queue"}}',
        )
        .assistant("That FIFO queue is in perQueue mode, so it's capped at 300 TPS without batching. High-throughput mode (perMessageGroupId) would lift that.")
        .user("ok leave it for now. open a ticket to switch it to high-throughput mode after the freeze")
        .assistant("Noted for after the freeze: switch the ledger queue to high-throughput mode.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fifo"] },
      { kind: "task", keys: ["high-throughput"] },
    ],
  },
  {
    id: "t72-visibility-timeout",
    build: (s) =>
      s
        .user("lambda for thumbnail jobs keeps getting duplicate deliveries")
        .file("Read", "infra/lambda/thumbnails.tf")
        .assistant("The visibility timeout is 30s and the function timeout is 60s, so messages reappear mid-processing.")
        .user("rule of thumb here: visibility timeout is always 6x the function timeout. fix it + batch size 10 while you're at it, we decided that last week")
        .file("Edit", "infra/lambda/thumbnails.tf")
        .assistant("Set visibility_timeout_seconds = 360 and batch size 10 on the event source mapping.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["visibility"] },
      { kind: "decision", keys: ["batch", "size"] },
    ],
  },
  {
    id: "t72-outbox",
    build: (s) =>
      s
        .user("order created sometimes gets published but the tx rolls back. dual write problem")
        .assistant("Classic. Either a transactional outbox, or CDC off the orders table. Outbox is less infra.")
        .user("we're doing the transactional outbox. go")
        .file("Write", "src/events/outbox-relay.ts")
        .bash("pnpm test:int -- outbox", " ✓ test/int/outbox.test.ts (4 tests)")
        .assistant(
          "Outbox table + relay are in. The relay has no poison-message handling yet - a message that always fails would block the relay. I'll leave that for a follow-up session.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["outbox"] },
      { kind: "task", keys: ["poison"] },
    ],
  },
  {
    id: "t72-lag-dashboard",
    build: (s) =>
      s
        .user("where do I see consumer lag?")
        .bash("rg -n 'Kafka / Lag' ops/dashboards", 'ops/dashboards/kafka-lag.json:3:  "title": "Kafka / Lag",')
        .assistant('The lag dashboard lives in Grafana under "Kafka / Lag", provisioned from ops/dashboards/kafka-lag.json.')
        .user("right. whenever lag goes over 10k, post in #streaming-oncall before touching anything")
        .assistant("Will do: lag over 10k → post in #streaming-oncall first.")
        .user("and we still don't have an alert for the payments group, someone should add one. not now")
        .assistant("Left open: add a lag alert for the payments consumer group.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["grafana"] },
      { kind: "instruction", keys: ["streaming-oncall"] },
      { kind: "task", keys: ["payments", "alert"] },
    ],
  },
  {
    id: "t72-topic-naming",
    build: (s) =>
      s
        .user("create a topic for shipping label events")
        .assistant("Would `shipping-labels` work?")
        .user("no. topic names are <domain>.<entity>.v<n>, so shipping.label.v1. and loop in Priya, she owns all the shipping topics")
        .file("Edit", "infra/kafka/topics.tf")
        .bash("terraform -chdir=infra/kafka validate", "Success! The configuration is valid.")
        .assistant("Added shipping.label.v1 to topics.tf; I'll mention Priya as owner in the PR description.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["topic", "names"] },
      { kind: "fact", keys: ["priya"] },
    ],
  },
  {
    id: "t72-compaction",
    build: (s) =>
      s
        .user("deleting a customer doesn't remove them from the profile topic")
        .bash(
          "kafka-configs --bootstrap-server $BROKER --describe --entity-type topics --entity-name customer.profile.v1",
          "  cleanup.policy=compact sensitive=false",
        )
        .assistant("customer.profile.v1 is a compacted topic, so the old record stays until a newer one with the same key replaces it.")
        .user("then deletes are tombstones from now on: null value with the customer key")
        .file("Edit", "src/events/profile-producer.ts")
        .assistant("Delete path now produces tombstones (key = customer id, value = null).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["compacted"] },
      { kind: "decision", keys: ["tombstones"] },
    ],
  },
  {
    id: "t72-local-stack",
    build: (s) =>
      s
        .user("kafka won't start locally, zookeeper errors")
        .bash("docker compose ps", "NAME        STATUS\nzookeeper   Exited (1)\nkafka       Exited (1)")
        .assistant("The compose file still has the old zookeeper-based kafka service.")
        .user("don't bother with real kafka locally. use `docker compose up redpanda`, that's what everyone here runs")
        .bash("docker compose up -d redpanda", " ✔ Container app-redpanda-1  Started")
        .assistant("Redpanda is up on 9092. SQS in dev is localstack on port 4566 per .env.local, and that container is fine.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["redpanda"] },
      { kind: "fact", keys: ["localstack"] },
    ],
  },
  {
    id: "t72-ordering",
    build: (s) =>
      s
        .user("do we need global ordering across all order events?")
        .assistant("Global ordering means a single partition. Per-key ordering is what most handlers actually need.")
        .user("per-key ordering only. no global ordering, that's final")
        .bash("rg -ln 'assumes ordered' src/handlers", "src/handlers/invoice.ts\nsrc/handlers/loyalty.ts")
        .assistant(
          "OK. Two handlers have comments claiming they rely on ordering across customers. I haven't changed them; someone needs to audit those handlers for cross-key assumptions.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["ordering"] },
      { kind: "task", keys: ["audit", "handlers"] },
    ],
  },
  {
    id: "t72-producer-acks",
    build: (s) =>
      s
        .user("we lost messages during the broker restart last night")
        .bash("rg -n 'acks' src/events/producer.ts", "12:  acks: 1,")
        .assistant(
          "Producer uses acks=1, so a leader failover can drop unreplicated writes. msk-prod has 3 brokers, so acks=all with min.insync.replicas=2 is viable.",
        )
        .user("yes do acks=all, min insync 2")
        .file("Edit", "src/events/producer.ts")
        .assistant("Switched to acks=all; min.insync.replicas=2 is set in the topic defaults.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["acks"] },
      { kind: "fact", keys: ["msk"] },
    ],
  },
  {
    id: "t72-commit-prefix",
    build: (s) =>
      s
        .user("commit this consumer fix")
        .bash('git commit -am "fix billing consumer rebalance loop"', "[main 3f1c2aa] fix billing consumer rebalance loop")
        .user("pls amend it - commits touching consumers get the `[events]` prefix in the message, always")
        .bash('git commit --amend -m "[events] fix billing consumer rebalance loop"', "[main 8d02e11] [events] fix billing consumer rebalance loop")
        .assistant("Amended with the [events] prefix.")
        .user("cool. TODO for next week: bump kafkajs to 2.2.4, the rebalance fix is in there")
        .assistant("Noted - kafkajs bump to 2.2.4 is open for next week.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["prefix"] },
      { kind: "task", keys: ["kafkajs"] },
    ],
  },
  {
    id: "t72-sns-fanout",
    build: (s) =>
      s
        .user("how does user-signup get to the welcome email worker?")
        .bash("aws sns list-subscriptions-by-topic --topic-arn $SIGNUP_TOPIC --query 'length(Subscriptions)'", "4")
        .assistant("user-signup is an SNS topic with fanout to 4 SQS queues; welcome-email is one of them. The worker unwraps the SNS envelope manually.")
        .user("kill the envelope unwrapping. we turn on raw message delivery for all of those subscriptions")
        .file("Edit", "infra/sns/user-signup.tf")
        .assistant("Enabled raw_message_delivery on the 4 subscriptions and removed the unwrapping code.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["fanout"] },
      { kind: "decision", keys: ["raw", "delivery"] },
    ],
  },
  {
    id: "t72-max-retries",
    build: (s) =>
      s
        .user("cap webhook delivery at 3 attempts then DLQ")
        .file("Edit", "src/webhooks/deliver.ts")
        .assistant("Set the cap to 3 attempts.")
        .bash("pnpm test:int -- webhooks", " ✓ test/int/webhooks.test.ts (7 tests)")
        .user("hmm, customers' endpoints flap for minutes. change of plan: 8 retries before the DLQ")
        .file("Edit", "src/webhooks/deliver.ts")
        .assistant("Updated: 8 retries, then the message goes to the DLQ.")
        .user("also don't log full payloads in the webhook worker, they contain PII. log ids only")
        .assistant("Understood; I replaced the payload log line with the event id and endpoint id.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["retries"] },
      { kind: "instruction", keys: ["payloads"] },
    ],
  },
  {
    id: "t72-prefetch",
    build: (s) =>
      s
        .user("email consumer is slow, what's the prefetch?")
        .bash("rg -n 'prefetch' src/workers/email.ts", "22:  await channel.prefetch(50);")
        .assistant("Prefetch is 50 on the email consumer. Raising it might help but could starve other consumers.")
        .user("maybe 200? dunno. we need a proper load test before changing it - park that for later")
        .assistant("Parked: run a load test on the email consumer before touching prefetch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["prefetch"] },
      { kind: "task", keys: ["load", "test"] },
    ],
  },
  {
    id: "t72-eventbridge",
    build: (s) =>
      s
        .user("analytics account needs our order events. SNS cross-account or EventBridge?")
        .assistant("SNS cross-account needs a policy per subscriber; EventBridge has cross-account bus rules and archive/replay.")
        .user("eventbridge for anything cross-account. and before you push any schema change, run `make lint-events`")
        .bash("make lint-events", "lint-events: 14 schemas ok")
        .file("Write", "infra/eventbridge/analytics-rule.tf")
        .assistant("Rule added; lint-events passes.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["eventbridge"] },
      { kind: "instruction", keys: ["lint-events"] },
    ],
  },
  {
    id: "t72-dedup-window",
    build: (s) =>
      s
        .user("why did a duplicate refund go through? we're on fifo with content dedup")
        .bash("aws logs filter-log-events --log-group-name /refunds --filter-pattern dup | jq '.events | length'", "2")
        .assistant("SQS FIFO's dedup window is 5 minutes; the retry came 11 minutes later, so it wasn't deduplicated.")
        .user("ok so longer-term we move dedupe into redis with a 24h TTL. not this sprint")
        .assistant("Recorded as a follow-up: redis-based dedupe with 24h TTL for refunds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["dedup", "window"] },
      { kind: "task", keys: ["redis"] },
    ],
  },
  {
    id: "t72-replay-tool",
    build: (s) =>
      s
        .user("need to reprocess yesterday's shipment events for the tracking service")
        .assistant("I could reset the tracking group's offsets to a timestamp with kafka-consumer-groups --reset-offsets --to-datetime...")
        .user("no. replays only ever go through the `replay` CLI, never by rewinding a group. it reads the S3 archive")
        .bash(
          "./bin/replay --topic shipping.shipment.v1 --since 2026-11-01T00:00Z --target tracking --dry-run",
          "would replay 48211 records from s3://events-archive/shipping.shipment.v1/",
        )
        .assistant("Dry run looks right. Topics are archived to S3 by the Connect sink, which is where replay reads from.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["replay"] },
      { kind: "fact", keys: ["s3", "archive"] },
    ],
  },
  {
    id: "t72-traceparent",
    build: (s) =>
      s
        .user("traces stop at the queue boundary. how do we carry context?")
        .assistant("Either embed trace ids in the payload or put W3C traceparent in message headers.")
        .user("headers. traceparent in the message headers, payload stays business data only")
        .file("Edit", "src/events/producer.ts")
        .bash("pnpm vitest run tracing", " ✓ tracing.test.ts (3 tests)")
        .assistant("Node producers now set traceparent. The python producers in svc-pricing don't yet; that part is left to do.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["traceparent"] },
      { kind: "task", keys: ["python", "producers"] },
    ],
  },
  {
    id: "t72-graceful-shutdown",
    build: (s) =>
      s
        .user("rebalances every deploy, why")
        .bash("kubectl get deploy billing-consumer -o jsonpath='{.spec.template.spec.terminationGracePeriodSeconds}'", "30")
        .assistant("Consumers get 30s grace after SIGTERM in k8s, but the handler never commits, so the group rebalances and redelivers.")
        .user("make the shutdown path commit offsets before exit. and that's a rule for every consumer we write")
        .file("Edit", "src/workers/consumer-base.ts")
        .assistant("consumer-base now commits on shutdown; new consumers inherit it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["sigterm"] },
      { kind: "instruction", keys: ["shutdown"] },
    ],
  },
  {
    id: "t72-rabbit-owner",
    build: (s) =>
      s
        .user("who do I ask about rabbit upgrades?")
        .bash("cat CODEOWNERS | grep rabbit", "infra/rabbitmq/ @marco-infra")
        .assistant("CODEOWNERS lists @marco-infra for infra/rabbitmq.")
        .user("yep Marco owns the RabbitMQ cluster. someone has to ask him about going to 3.13 before EOL, add it to the list")
        .assistant("Added to the open list: ask Marco about the RabbitMQ 3.13 upgrade.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["marco"] },
      { kind: "task", keys: ["3.13"] },
    ],
  },
  {
    id: "t72-claim-check",
    build: (s) =>
      s
        .user("RecordTooLargeException on the report-generated producer")
        .bash(
          "kafka-configs --bootstrap-server $BROKER --describe --entity-type brokers --entity-default | grep max",
          "  message.max.bytes=1048588 sensitive=false",
        )
        .assistant("Brokers cap message.max.bytes at ~1MB. The report payloads are 3-8MB.")
        .user("don't raise the broker limit. claim-check: payload goes to S3, message carries the key")
        .file("Edit", "src/events/report-producer.ts")
        .assistant("Implemented claim-check; messages now carry the S3 key only.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["max.bytes"] },
      { kind: "decision", keys: ["claim-check"] },
    ],
  },
  {
    id: "t72-testcontainers",
    build: (s) =>
      s
        .user("write tests for the refund consumer")
        .assistant("I can mock the kafkajs Consumer with vi.fn() and feed it messages -")
        .user("nope, we use testcontainers for anything touching the broker, no mocking the kafka client. ever")
        .file("Write", "test/int/refund-consumer.test.ts")
        .bash("pnpm test:int -- refund-consumer", " ✓ test/int/refund-consumer.test.ts (5 tests) 14.2s")
        .assistant("Tests use a testcontainers Kafka. Do you want contract tests too?")
        .user("yes, we settled on pact for event contracts between teams")
        .assistant("OK, I'll use pact for the refund event contract.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["testcontainers"] },
      { kind: "decision", keys: ["pact"] },
    ],
  },
  {
    id: "t72-priority-mail",
    build: (s) =>
      s
        .user("password reset emails wait behind newsletters")
        .bash("rabbitmqctl list_vhosts", "name\n/\nnotifications")
        .assistant("Both go through the notifications vhost and the same queue. RabbitMQ priority queues are one option; a separate queue is another.")
        .user("separate queue for priority mail, not x-max-priority. simpler to reason about")
        .file("Edit", "src/workers/email.ts")
        .assistant("Added email.priority with its own consumer.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["priority"] },
      { kind: "fact", keys: ["vhost"] },
    ],
  },
  {
    id: "t72-cdc",
    build: (s) =>
      s
        .user("what feeds orders.cdc?")
        .bash("curl -s $CONNECT/connectors", '["orders-debezium","events-s3-sink"]')
        .assistant("A Debezium connector (orders-debezium) reads the orders Postgres WAL and writes orders.cdc.")
        .user("ok. once CDC is live for everyone we should remove the legacy sync-orders cron, keep it until then")
        .assistant("Understood - removing the sync-orders cron is pending until CDC rollout completes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["debezium"] },
      { kind: "task", keys: ["sync-orders"] },
    ],
  },
  {
    id: "t72-payload-validation",
    build: (s) =>
      s
        .user("consumer crashed on a message missing fields")
        .bash("pnpm tsx scripts/peek.ts orders.order.v1 --offset 88123", '{"orderId":"o_91","total":1200}')
        .assistant("The message has no event_version, and the handler reads it unconditionally.")
        .user("validate payloads with zod at the consumer edge, always, for every handler. that's the house style")
        .file("Edit", "src/handlers/order.ts")
        .assistant(
          "Added a zod schema at the handler entry. Older messages on the topic still lack event_version; they'd need a backfill, which I haven't done.",
        )
        .user("yeah backfill event_version later")
        .stop("Open: backfill event_version on old order messages."),
    planted: [
      { kind: "instruction", keys: ["zod"] },
      { kind: "task", keys: ["event_version"] },
    ],
  },
  {
    id: "t72-dlq-alerting",
    build: (s) =>
      s
        .user("alert on DLQ age or depth?")
        .assistant("Age catches slow leaks, depth > 0 catches any failure immediately. Could do both.")
        .user("depth > 0, pages. age is noise for us")
        .file("Edit", "ops/alerts/dlq.yaml")
        .bash("promtool check rules ops/alerts/dlq.yaml", "Checking ops/alerts/dlq.yaml\n  SUCCESS: 4 rules found")
        .assistant("Alert on DLQ depth > 0 is in. There's no runbook for on-call to replay from the DLQ - that still has to be written.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["depth"] },
      { kind: "task", keys: ["runbook"] },
    ],
  },
  {
    id: "t72-compression",
    build: (s) =>
      s
        .user("set gzip compression on the producers")
        .file("Edit", "src/events/producer.ts")
        .assistant("Producers now use gzip.")
        .user("actually no, cpu on the brokers spiked with gzip last time. we go zstd instead")
        .file("Edit", "src/events/producer.ts")
        .bash("pnpm vitest run producer", " ✓ producer.test.ts (8 tests)")
        .assistant("Switched to zstd. We haven't measured the clickstream topic, the biggest one; benchmarking compression there is left for next sprint.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["zstd"] },
      { kind: "task", keys: ["clickstream"] },
    ],
  },
  {
    id: "t72-ack-order",
    build: (s) =>
      s
        .user("the inventory worker acks first and writes after. that's how we lost stock updates")
        .file("Read", "src/workers/inventory.ts")
        .assistant("Yes: channel.ack(msg) runs before the DB transaction commits.")
        .user("never ack before the db write commits. applies to all rabbit workers")
        .file("Edit", "src/workers/inventory.ts")
        .assistant("Moved the ack after commit. These workers use amqplib directly, not rascal, so it's one spot per worker.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ack", "commit"] },
      { kind: "fact", keys: ["amqplib"] },
    ],
  },
  // Sessions that plant nothing.
  {
    id: "t72-empty-lag-question",
    build: (s) =>
      s
        .user("is lag on search-indexer normal for a monday?")
        .bash(
          "kafka-consumer-groups --bootstrap-server $BROKER --describe --group search-indexer | tail -2",
          "search-indexer  products.product.v1  3  10233  10240  7",
        )
        .assistant("Lag is 7 messages on partition 3; that looks normal.")
        .user("nice, thanks")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-hypothesis",
    build: (s) =>
      s
        .user("maybe the rebalance storm is because session.timeout.ms is too low? just a guess")
        .assistant("Possibly. It could also be max.poll.interval.ms being exceeded by slow handlers. I'd check the logs before concluding.")
        .bash("kubectl logs deploy/billing-consumer --since=1h | grep -c 'rebalancing'", "0")
        .assistant("No rebalances in the last hour, so I can't confirm either theory right now.")
        .user("ok let's wait and see if it comes back")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-quoted-log",
    build: (s) =>
      s
        .user("what does this warning mean?\n```\nWARN [Consumer] The group is rebalancing, so a rejoin is needed. Always ensure heartbeats are sent.\n```")
        .assistant('It\'s kafkajs saying the group coordinator triggered a rebalance; the "Always ensure heartbeats" bit is boilerplate from the library.')
        .bash(
          "rg -n 'TODO' node_modules/kafkajs/src/consumer/runner.js | head -2",
          "212:    // TODO: never retry on fatal errors\n340:    // TODO: handle rebalance in progress",
        )
        .assistant("Those TODOs are inside kafkajs itself, not our code.")
        .user("got it")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-rejected-proposal",
    build: (s) =>
      s
        .user("should we move everything from RabbitMQ to SQS?")
        .assistant("I'd suggest migrating the email workers first as a pilot; SQS removes the cluster ops.")
        .user("nah, not convinced. let's not decide anything today")
        .bash("rabbitmqctl list_queues name messages | wc -l", "23")
        .assistant("Fine. For reference there are 22 queues on the cluster right now.")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-done-request",
    build: (s) =>
      s
        .user("rename handleMsg to handleOrderMessage in the order consumer")
        .file("Edit", "src/handlers/order.ts")
        .bash("pnpm typecheck", "> tsc --noEmit")
        .assistant("Renamed handleMsg to handleOrderMessage; typecheck is clean.")
        .user("perfect")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-withdrawn",
    build: (s) =>
      s
        .user("what if we bumped partitions on clicks.v1 to 96?")
        .assistant("Increasing partitions reshuffles key → partition mapping, which would break per-key ordering for existing keys.")
        .user("oh right, forget I asked")
        .bash("kafka-topics --bootstrap-server $BROKER --describe --topic clicks.v1 | head -1", "Topic: clicks.v1\tPartitionCount: 48")
        .assistant("No change made.")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-chitchat",
    build: (s) =>
      s
        .user("morning! coffee hasn't kicked in yet lol")
        .assistant("Morning! What are we looking at today?")
        .user("just show me git status for now")
        .bash("git status --short", " M src/events/producer.ts")
        .assistant("One modified file: src/events/producer.ts.")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-code-review",
    build: (s) =>
      s
        .user("review this snippet pls:\n```ts\n// never retry on 4xx, always retry on 5xx\nif (res.status >= 500) throw new RetryableError();\n```")
        .assistant("The comment matches the code for 5xx, but 429 is a 4xx you probably do want to retry.")
        .file("Read", "src/webhooks/deliver.ts")
        .assistant("In deliver.ts 429 is already handled above this check, so the snippet is fine as is.")
        .user("ok cool")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-debug-done",
    build: (s) =>
      s
        .user("the sqs poller test is flaky, can you fix it")
        .bash("pnpm vitest run sqs-poller", " FAIL  sqs-poller.test.ts > drains queue\n AssertionError: expected 2 to be 3", 1)
        .file("Edit", "test/sqs-poller.test.ts")
        .bash("pnpm vitest run sqs-poller", " ✓ sqs-poller.test.ts (4 tests)")
        .assistant("It raced the poll loop; the test now awaits the drain promise instead of polling. Passes.")
        .user("ty")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-unconfirmed",
    build: (s) =>
      s
        .user("I think the staging cluster runs kafka 3.6 but not sure")
        .bash("kafka-broker-api-versions --bootstrap-server $STAGING_BROKER 2>&1 | head -1", "Error: connection refused", 1)
        .assistant("I can't reach the staging brokers from here, so I couldn't check the version.")
        .user("whatever, not important right now")
        .stop(),
    planted: [],
  },
  {
    id: "t72-empty-explain",
    build: (s) =>
      s
        .user("explain the difference between at-most-once and at-least-once quickly")
        .assistant("At-most-once commits before processing (may lose), at-least-once commits after (may duplicate).")
        .user("and where does exactly-once fit?")
        .assistant("Exactly-once needs idempotent or transactional writes end to end; Kafka transactions cover only Kafka-to-Kafka.")
        .bash("rg -c 'enable.idempotence' src/", "src/events/producer.ts:1")
        .stop(),
    planted: [],
  },
];

/** The set: events, segments and scoring of TUNING72_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING72 = plantedSet(TUNING72_SESSIONS, Date.UTC(2026, 10, 2, 9));
