/**
 * Blind set 34 for the offline long-term-memory extractor. Blind: written without reading the
 * extractor; measured once by the lead, then training data.
 *
 * Style: a regulated fintech backend (Java/Kotlin, Spring Boot, Kafka, Postgres, audit trails,
 * PCI DSS and compliance rules) in Claude Code's voice; formal, careful users who state rules
 * precisely and ask many questions. Each session is one segment; the items planted in it are
 * listed with it. Every other message must give nothing: questions, hypotheses, proposals the
 * user rejects or never confirms, withdrawn ideas, unconfirmed guesses, quoted code, logs and
 * tool output (with "always", "never", "TODO" in them), chit-chat, and requests the agent
 * completes in the same session. Superseded decisions plant only the later one.
 *
 * Matching rule (fixed before the extractor was run on this set; the one planted-blind.ts states):
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

export const BLIND34_SESSIONS: BlindSession[] = [
  {
    id: "f01-idempotency-store",
    planted: [
      { kind: "decision", keys: ["idempotency"] },
      { kind: "instruction", keys: ["pan"] },
    ],
    build: (s) =>
      s
        .user(
          "Good morning. Before we touch the transfer endpoint, a question: where are idempotency keys persisted at present? I see references to both Redis and a Postgres table and I would like to understand which one is authoritative.",
        )
        .bash(
          "rg -n 'IdempotencyStore' --type kotlin",
          "payments-api/src/main/kotlin/com/acme/pay/idem/RedisIdempotencyStore.kt:12:class RedisIdempotencyStore(\npayments-api/src/main/kotlin/com/acme/pay/idem/PgIdempotencyStore.kt:9:class PgIdempotencyStore(",
        )
        .assistant(
          "Both implementations exist. `RedisIdempotencyStore` is wired in the `default` profile and `PgIdempotencyStore` only in `pg-idem`, which no environment enables. So today Redis is authoritative, with a 24 h TTL.",
        )
        .user(
          "Thank you. We have decided: idempotency keys will be stored in the Postgres table `idempotency_key`, in the same transaction as the transfer, and the Redis store is to be removed. A key lost on a Redis failover is a duplicate payment, which is not acceptable to us.",
        )
        .file("Edit", "payments-api/src/main/kotlin/com/acme/pay/idem/PgIdempotencyStore.kt")
        .user(
          "One further rule while you are in this code, and it applies everywhere: the PAN must never appear in a log line, an exception message or a span attribute. Mask it to the last four digits if you need to refer to the card at all.",
        )
        .bash(
          "./gradlew :payments-api:test --tests '*Idempotency*'",
          "> Task :payments-api:test\nIdempotencyStoreTest > duplicate key returns stored response PASSED\nIdempotencyStoreTest > concurrent insert loses cleanly PASSED\nBUILD SUCCESSFUL in 41s",
        )
        .assistant(
          "The Postgres store is now the only one wired; the Redis class and its config are deleted and the two idempotency tests pass. I checked the touched code for card numbers in logs and found none.",
        ),
  },
  {
    id: "f02-topic-partitions",
    planted: [{ kind: "fact", keys: ["partitions"] }],
    build: (s) =>
      s
        .user("Could you tell me why consumer lag on `ledger-posting` jumps every night around 02:00? Is it the batch settlement job?")
        .bash(
          "kafka-topics.sh --bootstrap-server kafka-prod-1:9092 --describe --topic payments.transfer-events | head -3",
          "Topic: payments.transfer-events\tTopicId: x7Qk\tPartitionCount: 48\tReplicationFactor: 3\tConfigs: min.insync.replicas=2,retention.ms=604800000",
        )
        .assistant(
          "The topic `payments.transfer-events` has 48 partitions with replication factor 3 and `min.insync.replicas=2`. The ledger-posting group runs 12 consumers, so each handles 4 partitions. The settlement job could explain the nightly spike, but I have not confirmed that yet; it might equally be the compaction window.",
        )
        .user(
          "Yes, 48 partitions is correct, that was set by the platform team deliberately and it will not change this year. Please note it. As for the nightly lag, I do not know either. Perhaps it is settlement.",
        )
        .assistant("Understood. I would not act on the settlement theory until we have the consumer metrics for the 02:00 window."),
  },
  {
    id: "f03-audit-same-tx",
    planted: [{ kind: "instruction", keys: ["audit"] }],
    build: (s) =>
      s
        .user(
          "I want to state a rule so there is no doubt about it: every state change on a ledger account must write its audit row to `audit_event` in the same database transaction as the change itself. Not afterwards, not via Kafka, not via an @Async listener. Our auditors test exactly this.",
        )
        .assistant("Understood. Shall I check the existing services for writes that emit their audit record outside the transaction?")
        .user("Yes please. Start with the account-freeze path, which I suspect is wrong.")
        .bash(
          "rg -n '@TransactionalEventListener|@Async' ledger-service/src/main/kotlin",
          "ledger-service/src/main/kotlin/com/acme/ledger/freeze/FreezeAuditListener.kt:18:    @TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)",
        )
        .file("Edit", "ledger-service/src/main/kotlin/com/acme/ledger/freeze/AccountFreezeService.kt")
        .assistant(
          "Your suspicion was right: the freeze path wrote its audit record in an AFTER_COMMIT listener, so a crash between commit and listener lost it. I moved the insert into `AccountFreezeService.freeze` inside the transaction and deleted the listener. No other ledger write uses that pattern.",
        ),
  },
  {
    id: "f04-migrations-tool",
    planted: [{ kind: "decision", keys: ["flyway"] }],
    build: (s) =>
      s
        .user("For the new reconciliation-service we shall use Liquibase for schema migrations, as the card-issuing team does. Please set up the changelog.")
        .file("Write", "reconciliation-service/src/main/resources/db/changelog/db.changelog-master.yaml")
        .assistant(
          "I have created `db.changelog-master.yaml` with an initial changeset for the `recon_run` table. Shall I add the Liquibase Gradle plugin as well?",
        )
        .user(
          "Wait. I have just spoken to Ingrid from the platform team: every other service on the ledger cluster uses Flyway and the DBA runbooks assume it. We will use Flyway, not Liquibase, for reconciliation-service. Please revert the changelog and use `db/migration/V1__recon_run.sql` instead.",
        )
        .file("Write", "reconciliation-service/src/main/resources/db/migration/V1__recon_run.sql")
        .bash(
          "./gradlew :reconciliation-service:flywayInfo",
          "+-----------+---------+-------------+------+\n| Category  | Version | Description | Type |\n+-----------+---------+-------------+------+\n| Versioned | 1       | recon run   | SQL  |\nBUILD SUCCESSFUL in 12s",
        )
        .assistant("Reverted: the changelog is gone and `V1__recon_run.sql` is in place; `flywayInfo` lists it as pending."),
  },
  {
    id: "f05-chitchat",
    planted: [],
    build: (s) =>
      s
        .user("Good afternoon. I only have ten minutes today, we have the quarterly compliance review at three.")
        .assistant("Good afternoon. Is there anything small you would like me to look at in those ten minutes?")
        .user("Could you run the unit tests of ledger-service, just so I know the branch is green before I leave?")
        .bash("./gradlew :ledger-service:test", "> Task :ledger-service:test\n312 tests completed, 0 failed\nBUILD SUCCESSFUL in 1m 48s")
        .assistant("All 312 tests in ledger-service pass on this branch.")
        .user("Excellent, thank you. Have a good evening."),
  },
  {
    id: "f06-money-type",
    planted: [
      { kind: "instruction", keys: ["bigdecimal"] },
      { kind: "fact", keys: ["minor", "units"] },
    ],
    build: (s) =>
      s
        .user(
          "I found a `Double` in the FX conversion code. Let me be precise about the convention: monetary amounts are always `BigDecimal` in Kotlin code, never `Double` or `Float`, and rounding is HALF_EVEN unless the scheme rules say otherwise.",
        )
        .file("Read", "fx-service/src/main/kotlin/com/acme/fx/Convert.kt")
        .assistant("I see it: `val rate: Double` in `Convert.kt`. Is the database column also floating point, or is it only this class?")
        .bash(
          "psql -h ledger-db.internal -U readonly -c '\\d ledger_entry' | grep amount",
          " amount_minor      | bigint                   |           | not null |",
        )
        .user(
          "The column is fine. For the record: the ledger stores amounts as bigint minor units (cents for EUR, no decimals for JPY), and the currency's exponent comes from the `currency` table.",
        )
        .file("Edit", "fx-service/src/main/kotlin/com/acme/fx/Convert.kt")
        .assistant("`Convert.kt` now uses `BigDecimal` with `RoundingMode.HALF_EVEN` and converts to minor units with the currency exponent at the boundary."),
  },
  {
    id: "f07-outbox-question",
    planted: [],
    build: (s) =>
      s
        .user(
          "A theoretical question, not a request: if we adopted the transactional outbox pattern for `payments.transfer-events`, would Debezium be required, or could a polling publisher suffice at our volume?",
        )
        .assistant(
          "A polling publisher would suffice at a few hundred events per second: a scheduled job selects unpublished rows with `FOR UPDATE SKIP LOCKED`, publishes them and marks them sent. Debezium gives lower latency and no polling load, but adds Kafka Connect to operate. Shall I count the current event rate so you have a figure?",
        )
        .user("Yes, that would help.")
        .bash(
          "psql -h ledger-db.internal -U readonly -c \"select count(*)/3600 as per_sec from transfer where created_at > now() - interval '1 hour'\"",
          " per_sec \n---------\n     137\n(1 row)",
        )
        .assistant("About 137 transfers per second over the last hour, so a polling publisher is comfortably within reach.")
        .user("Interesting. I will think about it and raise it with the architecture board; nothing to do for now."),
  },
  {
    id: "f08-retention",
    planted: [
      { kind: "fact", keys: ["retention"] },
      { kind: "task", keys: ["purge"] },
    ],
    build: (s) =>
      s
        .user(
          "Please confirm something for the data protection officer: how long do we keep the `audit_event` rows? I believe the requirement is ten years but I would like to see it in the configuration.",
        )
        .bash(
          "rg -n 'retention' infra/postgres/audit-db/*.yaml",
          "infra/postgres/audit-db/values-prod.yaml:22:  auditRetentionYears: 10   # never lower without Compliance sign-off\ninfra/postgres/audit-db/values-prod.yaml:23:  purgeJobEnabled: false",
        )
        .assistant(
          "`values-prod.yaml` sets `auditRetentionYears: 10`, but `purgeJobEnabled: false`: nothing actually deletes rows older than ten years, so the table only grows.",
        )
        .user(
          "Correct, audit retention is ten years by regulation (BaFin), and that is a fact the DPO will ask about again. The purge is a known gap. We should write the purge job for audit rows older than ten years, but not today; it needs Compliance sign-off first. Please leave it open for a later session.",
        )
        .assistant("Noted; I have not changed the configuration."),
  },
  {
    id: "f09-gradle-command",
    planted: [{ kind: "instruction", keys: ["offline"] }],
    build: (s) =>
      s
        .user("Please run the build for the card-tokenization module.")
        .bash(
          "./gradlew :card-tokenization:build",
          "Could not resolve com.acme.security:hsm-client:4.2.1.\n> Could not GET 'https://repo.maven.apache.org/maven2/com/acme/security/hsm-client/4.2.1/hsm-client-4.2.1.pom'",
          1,
        )
        .assistant("The build failed because it tried to fetch `hsm-client` from Maven Central. Should I add the internal Nexus to the repositories block?")
        .user(
          "No, please do not touch the repositories. The CDE build hosts have no internet access by design. In this repository you must always build with `./gradlew --offline` against the pre-seeded cache; that is our standing convention for anything under card-tokenization.",
        )
        .bash("./gradlew --offline :card-tokenization:build", "BUILD SUCCESSFUL in 2m 3s\n27 actionable tasks: 27 executed")
        .assistant("With `--offline` the build succeeds."),
  },
  {
    id: "f10-rejected-cache",
    planted: [],
    build: (s) =>
      s
        .user("The balance endpoint is slow under load, p99 around 800 ms. What would you suggest?")
        .bash(
          "curl -s localhost:8081/actuator/metrics/http.server.requests?tag=uri:/accounts/{id}/balance | jq '.measurements'",
          '[{"statistic":"COUNT","value":48211},{"statistic":"TOTAL_TIME","value":9134.2},{"statistic":"MAX","value":1.92}]',
        )
        .assistant(
          "One option would be a Caffeine cache in front of `BalanceRepository` with a 2-second TTL. Another would be a covering index on `ledger_entry(account_id, booked_at) include (amount_minor)`.",
        )
        .user(
          "A cache on balances is out of the question; a stale balance can authorise an overdraft. As to the index, I am not sure. Could you show me the query plan first?",
        )
        .bash(
          "psql -h ledger-db.internal -U readonly -c 'explain analyze select sum(amount_minor) from ledger_entry where account_id = 42'",
          "Aggregate  (actual time=611.204..611.205 rows=1 loops=1)\n  ->  Seq Scan on ledger_entry  (actual time=0.021..598.33 rows=18211 loops=1)\n        Filter: (account_id = 42)",
        )
        .assistant("It is a sequential scan over the whole table; an index on `account_id` would very likely help.")
        .user("Possibly. I will discuss the index with our DBA before we decide anything."),
  },
  {
    id: "f11-kafka-keys",
    planted: [{ kind: "decision", keys: ["account", "key"] }],
    build: (s) =>
      s
        .user("We must settle the message key for `ledger.postings`. Options: the transfer id, or the account id. What are the consequences for ordering?")
        .assistant(
          "With the transfer id as key, both legs of a transfer land on one partition but two transfers on the same account may be processed out of order. With the account id as key, all postings on an account are ordered, which is what balance projection needs, but the two legs of one transfer may be on different partitions.",
        )
        .user("Then it is the account id. Decision: `ledger.postings` is keyed by account id. Please change the producer.")
        .file("Edit", "ledger-service/src/main/kotlin/com/acme/ledger/posting/PostingProducer.kt")
        .bash("./gradlew :ledger-service:test --tests '*PostingProducer*'", "PostingProducerTest > record key is account id PASSED\nBUILD SUCCESSFUL in 33s")
        .assistant("The producer now uses the account id as the record key and the producer test asserts it."),
  },
  {
    id: "f12-readme-typo",
    planted: [],
    build: (s) =>
      s
        .user("There is a typo in the README of settlement-service, 'reconcilation'. Could you fix it?")
        .file("Edit", "settlement-service/README.md")
        .assistant("Fixed: 'reconcilation' is now 'reconciliation' in two places in `settlement-service/README.md`.")
        .user("Thank you.")
        .bash("git diff --stat", " settlement-service/README.md | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)"),
  },
  {
    id: "f13-sanctions-owner",
    planted: [
      { kind: "fact", keys: ["sanctions"] },
      { kind: "task", keys: ["fuzzy"] },
    ],
    build: (s) =>
      s
        .user("Who owns the sanctions screening service? I need someone to review a change to the name normalisation.")
        .bash("cat sanctions-screening/CODEOWNERS", "* @acme/fincrime-platform\n/src/main/kotlin/com/acme/screening/rules/ @mhartmann")
        .assistant("The CODEOWNERS file lists `@acme/fincrime-platform` for the whole service and Martina Hartmann (`@mhartmann`) for the rules package.")
        .user(
          "Right. The sanctions screening service belongs to the Financial Crime team, and Martina Hartmann signs off every rule change; that is the four-eyes control the regulator expects.",
        )
        .assistant("Understood. Should the change go to her directly then?")
        .user(
          "Yes. And one more item, for later: the fuzzy matching threshold of 0.92 has never been validated against last year's false-positive data. We need to run that backtest next sprint; please do not change the threshold before then.",
        )
        .assistant("I will leave `0.92` untouched."),
  },
  {
    id: "f14-log-quote",
    planted: [],
    build: (s) =>
      s
        .user(
          "The settlement job failed last night. Here is the log, what do you make of it?\n```\n02:14:07 WARN  SettlementJob - TODO remove retry hack once bank API v3 is live\n02:14:09 ERROR SettlementJob - always-on retry exhausted after 5 attempts: SocketTimeoutException\n02:14:09 INFO  SettlementJob - never mark batch as SETTLED on partial failure\n```",
        )
        .bash(
          "rg -n 'always-on retry' settlement-service/src",
          'settlement-service/src/main/kotlin/com/acme/settle/BankClient.kt:77:        log.error("always-on retry exhausted after {} attempts", attempts, e)',
        )
        .assistant(
          "The bank's endpoint timed out five times and the client gave up. The last line is just the job's safeguard logging, and the TODO is an old comment in `BankClient.kt`. It could be the bank's maintenance window, but I cannot tell from this log alone.",
        )
        .user("Could it be our egress proxy instead?")
        .assistant("It could. The proxy logs for 02:14 would tell us; I do not have access to them from here.")
        .user("Fine, I shall ask the network team. Nothing further for now."),
  },
  {
    id: "f15-tests-containers",
    planted: [
      { kind: "instruction", keys: ["testcontainers"] },
      { kind: "decision", keys: ["h2"] },
    ],
    build: (s) =>
      s
        .user(
          "The repository tests in ledger-service use H2 in PostgreSQL mode. Why did that `ON CONFLICT ... DO UPDATE` test pass locally and fail in staging?",
        )
        .bash("./gradlew :ledger-service:test --tests '*LedgerRepositoryIT*'", "LedgerRepositoryIT > upsert balance snapshot PASSED\nBUILD SUCCESSFUL in 22s")
        .assistant(
          "H2's PostgreSQL mode accepts the syntax but does not honour the partial unique index the statement relies on, so the test passes on H2 while the real database rejects it.",
        )
        .user(
          "That settles it. We are dropping H2 altogether; it has misled us twice. From now on, integration tests that touch the database use Testcontainers with the same Postgres major version as production, 15. Please apply that to every new test you write.",
        )
        .file("Edit", "ledger-service/build.gradle.kts")
        .file("Edit", "ledger-service/src/test/kotlin/com/acme/ledger/LedgerRepositoryIT.kt")
        .bash(
          "./gradlew :ledger-service:test --tests '*LedgerRepositoryIT*'",
          "LedgerRepositoryIT > upsert balance snapshot FAILED\n    PSQLException: there is no unique or exclusion constraint matching the ON CONFLICT specification",
          1,
        )
        .assistant(
          "With Testcontainers on Postgres 15 the test now fails the way staging does, so the test reproduces the real bug. Shall I fix the statement?",
        )
        .user("Yes.")
        .file("Edit", "ledger-service/src/main/kotlin/com/acme/ledger/snapshot/SnapshotRepository.kt")
        .assistant("The statement now names the index columns in `ON CONFLICT (account_id, snapshot_date)`, and the test passes against Postgres 15."),
  },
  {
    id: "f16-pci-scope",
    planted: [{ kind: "fact", keys: ["cde"] }],
    build: (s) =>
      s
        .user("Is the `merchant-onboarding` service in PCI scope? I am asked whether we can deploy it with the ordinary pipeline.")
        .bash("cat infra/k8s/namespaces.yaml | grep -A2 'pci'", '  - name: cde-prod\n    labels: {pci-scope: "true"}\n  - name: cde-staging')
        .assistant(
          "Only the `cde-prod` and `cde-staging` namespaces carry the `pci-scope` label, and `merchant-onboarding` deploys to `apps-prod`, so by the labels it is out of scope. I would not take that as conclusive, though.",
        )
        .user(
          "Your reading is correct and I have confirmed it with our QSA last month: the CDE consists only of card-tokenization and the HSM proxy, in the cde-prod namespace. merchant-onboarding never handles PANs and is outside the CDE.",
        )
        .assistant("Thank you; then the ordinary pipeline is fine for merchant-onboarding."),
  },
  {
    id: "f17-flaky-consumer",
    planted: [{ kind: "task", keys: ["flaky"] }],
    build: (s) =>
      s
        .user("`ChargebackConsumerIT` failed again on CI. Is it our change?")
        .bash(
          "./gradlew :disputes-service:test --tests '*ChargebackConsumerIT*' --rerun",
          "ChargebackConsumerIT > consumes chargeback and opens dispute FAILED\n    ConditionTimeoutException: Condition not satisfied within 10 seconds",
          1,
        )
        .bash(
          "./gradlew :disputes-service:test --tests '*ChargebackConsumerIT*' --rerun",
          "ChargebackConsumerIT > consumes chargeback and opens dispute PASSED\nBUILD SUCCESSFUL in 58s",
        )
        .assistant(
          "It failed once and passed on the rerun with no code change, so it looks flaky rather than caused by your change. The embedded Kafka sometimes takes longer than 10 s to assign partitions.",
        )
        .user(
          "I agree. I do not want to deal with it in this change. Please put it on the list: the flaky ChargebackConsumerIT must be fixed properly, waiting for partition assignment instead of a timeout, before the disputes release at the end of the month.",
        )
        .assistant("Noted for later; I have left the test as it is."),
  },
  {
    id: "f18-naming-question",
    planted: [],
    build: (s) =>
      s
        .user("Do we have a naming convention for Kafka topics? I see both `payments.transfer-events` and `ledger_postings_v2`.")
        .bash(
          "kafka-topics.sh --bootstrap-server kafka-prod-1:9092 --list | head",
          "audit.events\ncards.authorisations\nledger.postings\nledger_postings_v2\npayments.transfer-events",
        )
        .assistant(
          "Most topics follow `<domain>.<entity>` with dots; `ledger_postings_v2` is the only one with underscores. I could not find a written convention in the repository.",
        )
        .user("Hm. Perhaps there is one in Confluence. Would you suggest we rename the odd one?")
        .assistant("Renaming a topic means a new topic and migrating consumers; I would only do it if someone confirms the dotted form is the convention.")
        .user("Let me find out first."),
  },
  {
    id: "f19-secrets",
    planted: [{ kind: "instruction", keys: ["vault"] }],
    build: (s) =>
      s
        .user("The new bank client needs an API secret. Where should I put it for local development?")
        .file("Read", "settlement-service/src/main/resources/application-local.yml")
        .assistant("Other local secrets in `application-local.yml` are plain values. Would you like the same for this one?")
        .user(
          "Absolutely not, and please remember it: secrets are read from Vault through spring-cloud-vault in every profile, including local, and no secret value is ever committed to a yml file. Use the `secret/local/settlement` path for development.",
        )
        .file("Edit", "settlement-service/src/main/resources/bootstrap-local.yml")
        .bash("vault kv get -field=bank_api_key secret/local/settlement >/dev/null && echo ok", "ok")
        .assistant(
          "The client now reads `bank_api_key` from Vault at `secret/local/settlement`; the key exists there. I also removed the two plain values I had noticed in `application-local.yml` and moved them to the same path.",
        ),
  },
  {
    id: "f20-timezone",
    planted: [
      { kind: "instruction", keys: ["utc"] },
      { kind: "fact", keys: ["cut-off"] },
    ],
    build: (s) =>
      s
        .user("The settlement report shows transfers on the wrong business day. Could you look at `BusinessDayCalculator`?")
        .file("Read", "settlement-service/src/main/kotlin/com/acme/settle/BusinessDayCalculator.kt")
        .assistant(
          "It uses `LocalDateTime.now()`, so the result depends on the pod's time zone. Our pods run in UTC but the developer machines in Europe/Berlin.",
        )
        .user(
          "Here is the rule: all timestamps are stored and passed around as UTC `Instant`; conversion to Europe/Berlin happens only in the business-day logic and in reports. No `LocalDateTime.now()` anywhere.",
        )
        .user(
          "And a fact you will need: the SEPA cut-off for same-day settlement is 15:30 Berlin time; a transfer after the cut-off belongs to the next business day.",
        )
        .file("Edit", "settlement-service/src/main/kotlin/com/acme/settle/BusinessDayCalculator.kt")
        .bash(
          "./gradlew :settlement-service:test --tests '*BusinessDay*'",
          "BusinessDayCalculatorTest > transfer at 15:31 Berlin is next day PASSED\nBusinessDayCalculatorTest > DST change PASSED\nBUILD SUCCESSFUL in 19s",
        )
        .assistant(
          "The calculator takes an `Instant` and a `Clock`, converts to Berlin time only to compare with the 15:30 cut-off, and the tests around the cut-off and the DST change pass.",
        ),
  },
  {
    id: "f21-withdrawn-lock",
    planted: [{ kind: "decision", keys: ["advisory"] }],
    build: (s) =>
      s
        .user("Two instances of the interest accrual job ran at once last night. Let us use ShedLock to make sure only one runs.")
        .assistant("I can add ShedLock with a JDBC lock provider; it needs a `shedlock` table. Shall I write the migration?")
        .user(
          "On reflection, no ShedLock. It adds a table and a dependency for one job. We will use a Postgres advisory lock, `pg_try_advisory_lock` with a fixed key, taken at the start of the accrual job. That is the decision.",
        )
        .file("Edit", "ledger-service/src/main/kotlin/com/acme/ledger/interest/InterestAccrualJob.kt")
        .bash(
          "./gradlew :ledger-service:test --tests '*InterestAccrualJob*'",
          "InterestAccrualJobTest > second instance skips while lock held PASSED\nBUILD SUCCESSFUL in 37s",
        )
        .assistant("The job now takes `pg_try_advisory_lock(714002)` and returns early if another instance holds it; the test with two instances passes."),
  },
  {
    id: "f22-explain-code",
    planted: [],
    build: (s) =>
      s
        .user(
          "Could you explain what this does? I did not write it.\n```kotlin\n// NOTE: always re-read the row, never trust the cached version\n@Lock(LockModeType.PESSIMISTIC_WRITE)\nfun findForUpdate(id: UUID): Account?\n```",
        )
        .file("Read", "ledger-service/src/main/kotlin/com/acme/ledger/account/AccountRepository.kt")
        .assistant(
          "It issues `SELECT ... FOR UPDATE` on the account row, so concurrent transfers on the same account serialise on that row lock until the transaction commits. The comment warns against using an entity loaded earlier in the session, which could be stale.",
        )
        .user("And what happens if two transfers lock accounts A and B in opposite order?")
        .assistant(
          "They can deadlock; Postgres detects it and aborts one of them with SQLSTATE 40P01. Locking accounts in a fixed order, for instance by id, avoids that.",
        )
        .user("I see. Thank you, that is clear."),
  },
  {
    id: "f23-four-eyes",
    planted: [
      { kind: "instruction", keys: ["reviewers"] },
      { kind: "task", keys: ["branch", "protection"] },
    ],
    build: (s) =>
      s
        .user("Please open a merge request for the FX rounding change.")
        .bash(
          "glab mr create --title 'FX: HALF_EVEN rounding' --reviewer tkoenig --yes",
          "!482 FX: HALF_EVEN rounding\nhttps://gitlab.acme.internal/pay/core/-/merge_requests/482",
        )
        .assistant("Merge request !482 is open with Thomas König as reviewer.")
        .user(
          "Please add a second one. As a standing rule: every merge request touching money movement needs two reviewers, one of them from the Risk team. That is our four-eyes principle and it is audited.",
        )
        .bash("glab mr update 482 --reviewer tkoenig,aschulz", "!482 reviewers: tkoenig, aschulz (Risk)")
        .user(
          "GitLab does not enforce this yet; anyone could merge with one approval. We have to configure branch protection with the two-approval rule on `main`, but I need admin rights for that. Leave it as an open item, please.",
        )
        .assistant("I have added Anna Schulz from Risk to !482 and will not touch the project settings."),
  },
  {
    id: "f24-java-version",
    planted: [{ kind: "fact", keys: ["java", "21"] }],
    build: (s) =>
      s
        .user("Can we use virtual threads in the statement-export service?")
        .bash(
          "cat gradle/libs.versions.toml | head -5; ./gradlew -q javaToolchains | grep 'Language Version'",
          '[versions]\nkotlin = "1.9.24"\nspring-boot = "3.2.5"\n     | Language Version:   21',
        )
        .assistant("The toolchain is Java 21 and Spring Boot 3.2, so `spring.threads.virtual.enabled=true` would work technically.")
        .user(
          "Yes, all services run on Java 21 (Temurin) since the spring upgrade, that is confirmed. But whether we turn virtual threads on is another matter; the JDBC driver pins carrier threads. I am not convinced yet.",
        )
        .assistant("Agreed, the pinning in synchronized blocks of the driver is a real concern. I have not changed anything."),
  },
  {
    id: "f25-gdpr-erasure",
    planted: [{ kind: "decision", keys: ["pseudonymi"] }],
    build: (s) =>
      s
        .user("We received a GDPR erasure request. The customer's transactions must remain for AML purposes. How do we reconcile the two?")
        .assistant(
          "A common approach is to keep the financial records, which are under a legal retention duty, and pseudonymise the personal data linked to them: name, address and e-mail replaced by a token, with the mapping deleted. Would you like me to look at which tables hold personal data?",
        )
        .bash(
          "psql -h ledger-db.internal -U readonly -c \"select table_name, column_name from information_schema.columns where column_name in ('full_name','email','address_line1')\"",
          " table_name | column_name \n------------+-------------\n customer   | full_name\n customer   | email\n customer   | address_line1\n(3 rows)",
        )
        .user(
          "Legal has agreed. Our decision: erasure requests are handled by pseudonymisation of the `customer` row, never by deleting transactions. The transactions stay for the AML retention period.",
        )
        .assistant("Understood. Only the `customer` table carries personal data, so the pseudonymisation touches that table alone."),
  },
  {
    id: "f26-unconfirmed-cause",
    planted: [],
    build: (s) =>
      s
        .user("Card authorisations were slow between 11:02 and 11:09 today. Any idea?")
        .bash("kubectl -n cde-prod logs deploy/hsm-proxy --since=3h | grep -c 'latency_ms=[0-9]\\{4\\}'", "214")
        .assistant(
          "The HSM proxy logged 214 calls slower than a second in the last three hours. One hypothesis is that the HSM cluster failed over; another is GC pauses in the proxy. I have no evidence for either yet.",
        )
        .user("Maybe it was the failover. Or the network. I really do not know.")
        .assistant("The HSM vendor's event log would confirm or rule out a failover. I can draft a question to them if you like.")
        .user("Not now, thank you."),
  },
  {
    id: "f27-coverage-and-detekt",
    planted: [
      { kind: "instruction", keys: ["detekt"] },
      { kind: "fact", keys: ["coverage"] },
    ],
    build: (s) =>
      s
        .user("Please run the checks before I push.")
        .bash(
          "./gradlew check",
          "> Task :payments-api:detekt FAILED\npayments-api/src/main/kotlin/com/acme/pay/api/TransferController.kt:88:5: Function handle is too long (74). [LongMethod]\n> Task :payments-api:jacocoTestCoverageVerification\nRule violated for bundle payments-api: lines covered ratio is 0.83, but expected minimum is 0.85",
          1,
        )
        .assistant(
          'Two failures: detekt flags `TransferController.handle` as too long, and line coverage is 0.83 against a minimum of 0.85. Should I add a `@Suppress("LongMethod")`?',
        )
        .user(
          "No suppressions, ever, without a comment explaining why and my approval. The rule is: detekt findings are fixed, not suppressed. Please split the method.",
        )
        .user(
          "On coverage: the 85 % line coverage minimum is enforced by jacoco in CI for payments-api and ledger-service only; the other modules have no gate yet.",
        )
        .file("Edit", "payments-api/src/main/kotlin/com/acme/pay/api/TransferController.kt")
        .file("Write", "payments-api/src/test/kotlin/com/acme/pay/api/TransferControllerValidationTest.kt")
        .bash("./gradlew check", "BUILD SUCCESSFUL in 3m 12s")
        .assistant(
          "I split `handle` into validation, limit check and submission, added tests for the validation branches, and `./gradlew check` passes with coverage at 0.87.",
        ),
  },
  {
    id: "f28-staging-db",
    planted: [{ kind: "fact", keys: ["staging", "anonymi"] }],
    build: (s) =>
      s
        .user("May I copy a production customer into staging to reproduce a bug?")
        .assistant("That depends on your data policy. Is staging refreshed from production, and if so, how is it treated?")
        .bash(
          "cat infra/postgres/refresh-staging.sh | head -6",
          "#!/bin/sh\n# nightly: restore prod snapshot, then anonymise\npg_restore -d ledger_staging /backups/latest.dump\npsql -d ledger_staging -f anonymise.sql",
        )
        .user(
          "I can answer my own question, having read that: the staging database is restored from production every night and then anonymised by `anonymise.sql`. So no, I must not copy a real customer; I will use the anonymised copy of the record.",
        )
        .assistant("Right; the anonymised record from last night's refresh should reproduce the bug if it depends on the data shape rather than the names."),
  },
  {
    id: "f29-done-request",
    planted: [],
    build: (s) =>
      s
        .user("Please add an index on `ledger_entry(account_id, booked_at)`. The DBA has approved it.")
        .file("Write", "ledger-service/src/main/resources/db/migration/V58__ledger_entry_account_booked_idx.sql")
        .bash(
          "./gradlew :ledger-service:flywayMigrate -Pflyway.url=jdbc:postgresql://localhost:5432/ledger",
          'Successfully applied 1 migration to schema "public", now at version v58',
        )
        .assistant("`V58__ledger_entry_account_booked_idx.sql` creates the index `CONCURRENTLY` and applies cleanly on the local database.")
        .user("Thank you, that was quick."),
  },
  {
    id: "f30-schema-registry",
    planted: [
      { kind: "decision", keys: ["avro"] },
      { kind: "instruction", keys: ["backward"] },
    ],
    build: (s) =>
      s
        .user(
          "The disputes team asks us to publish `disputes.opened` as JSON. Our other topics use Avro with the schema registry. Which do you recommend, and why?",
        )
        .assistant(
          "Avro through the schema registry gives you compatibility checks at publish time and smaller messages; JSON is easier to read but nothing stops a producer from breaking consumers. For an audited domain I would lean towards Avro.",
        )
        .user("Agreed. We will stay with Avro and the schema registry for `disputes.opened` as well; the disputes team will have to use the generated classes.")
        .file("Write", "disputes-service/src/main/avro/DisputeOpened.avsc")
        .bash("./gradlew :disputes-service:generateAvroJava", "BUILD SUCCESSFUL in 9s")
        .user(
          "And a rule for every schema you write or change here: compatibility mode is BACKWARD, new fields need a default value, and no field is ever removed or renamed in place.",
        )
        .assistant("`DisputeOpened.avsc` follows that: every optional field has a default. The generated class builds."),
  },
  {
    id: "f31-limit-question",
    planted: [],
    build: (s) =>
      s
        .user("What is the daily transfer limit for a basic account? The product owner says 5,000, the code says something else, I think.")
        .bash(
          "rg -n 'dailyLimit' payments-api/src/main/resources/limits.yml",
          "payments-api/src/main/resources/limits.yml:4:  basic: { dailyLimit: 2500, currency: EUR }",
        )
        .assistant(
          "`limits.yml` sets 2,500 EUR for basic accounts. Either the product owner means another tier or the file is out of date; I cannot tell which.",
        )
        .user("Strange. Perhaps it was changed for the new premium tier. I need to ask her.")
        .assistant("Shall I prepare a short note with the file and line for that conversation?")
        .user("No, I will manage. Thank you."),
  },
  {
    id: "f32-error-codes",
    planted: [{ kind: "instruction", keys: ["problem"] }],
    build: (s) =>
      s
        .user("The new limits endpoint returns a bare 400 with a string body. That is not how we do it.")
        .file("Read", "payments-api/src/main/kotlin/com/acme/pay/api/LimitsController.kt")
        .assistant('I see `ResponseEntity.badRequest().body("limit exceeded")`. What is the expected error shape?')
        .user(
          "Every error our APIs return is RFC 7807 problem+json, with a stable `type` URI from the `errors` catalogue and our `traceId`. Please keep to that in every controller, now and in future.",
        )
        .file("Edit", "payments-api/src/main/kotlin/com/acme/pay/api/LimitsController.kt")
        .bash(
          "./gradlew :payments-api:test --tests '*LimitsController*'",
          "LimitsControllerTest > exceeded limit returns problem json PASSED\nBUILD SUCCESSFUL in 27s",
        )
        .assistant(
          "The controller now throws `LimitExceededException`, which the shared advice maps to problem+json with type `https://errors.acme.io/limit-exceeded` and the trace id.",
        ),
  },
  {
    id: "f33-mtls-task",
    planted: [{ kind: "task", keys: ["mtls"] }],
    build: (s) =>
      s
        .user("How do services inside the cluster authenticate to ledger-service today?")
        .bash("kubectl -n apps-prod get peerauthentication -o yaml | grep mode", "      mode: PERMISSIVE")
        .assistant("Istio's PeerAuthentication is `PERMISSIVE`, so plain-text connections are still accepted alongside mutual TLS.")
        .user(
          "That is a finding from the last pentest and it is still open. The move to STRICT mTLS in apps-prod is something we must do, but it needs a change window and every client verified first. Please keep it as an open task; we will plan it next week.",
        )
        .assistant("Understood. I have not changed the PeerAuthentication."),
  },
  {
    id: "f34-thanks",
    planted: [],
    build: (s) =>
      s
        .user("Is the local Kafka still running from yesterday?")
        .bash("docker compose ps kafka", "NAME            STATUS\nlocal-kafka-1   Up 19 hours")
        .assistant("Yes, `local-kafka-1` has been up for 19 hours.")
        .user("Good. Please stop it, I need the memory for the IDE.")
        .bash("docker compose stop kafka", " Container local-kafka-1  Stopped")
        .assistant("Stopped."),
  },
  {
    id: "f35-reconciliation-ids",
    planted: [
      { kind: "fact", keys: ["end-to-end"] },
      { kind: "decision", keys: ["uuidv7"] },
    ],
    build: (s) =>
      s
        .user("How does reconciliation match our transfers to the bank statement lines?")
        .file("Read", "reconciliation-service/src/main/kotlin/com/acme/recon/Matcher.kt")
        .assistant("It matches on the end-to-end id from the camt.053 statement. Where does our side of that id come from?")
        .user(
          "We set the SEPA end-to-end id ourselves when we submit the pacs.008, and the bank returns it unchanged in camt.053; that is how reconciliation works and it is reliable.",
        )
        .user(
          "Which brings me to the ids themselves: random UUIDv4 keys are fragmenting the transfer index. We will generate transfer ids as UUIDv7 from now on, time-ordered. I have discussed it with the DBA and it is settled.",
        )
        .file("Edit", "payments-api/src/main/kotlin/com/acme/pay/transfer/TransferIdGenerator.kt")
        .bash(
          "./gradlew :payments-api:test --tests '*TransferIdGenerator*'",
          "TransferIdGeneratorTest > ids are monotonic within a millisecond PASSED\nBUILD SUCCESSFUL in 14s",
        )
        .assistant("`TransferIdGenerator` now produces UUIDv7 values; the monotonicity test passes."),
  },
  {
    id: "f36-hypothesis-only",
    planted: [],
    build: (s) =>
      s
        .user("Suppose we moved the ledger to CockroachDB one day. Would our advisory locks still work?")
        .assistant(
          "No: CockroachDB does not implement `pg_advisory_lock`. You would need a lock table or an external coordinator. Are you considering such a move?",
        )
        .user("Not at all, I am just curious. We might evaluate it in a year or two, if ever.")
        .bash("rg -c 'pg_try_advisory_lock' --type kotlin", "ledger-service/src/main/kotlin/com/acme/ledger/interest/InterestAccrualJob.kt:1")
        .assistant("For reference, only one place uses it today, the interest accrual job."),
  },
  {
    id: "f37-commit-messages",
    planted: [{ kind: "instruction", keys: ["jira"] }],
    build: (s) =>
      s
        .user("Please commit the rounding change.")
        .bash("git commit -am 'fix rounding'", "[feature/fx-rounding 3e1c0a2] fix rounding\n 2 files changed, 31 insertions(+), 9 deletions(-)")
        .assistant("Committed as `3e1c0a2`.")
        .user(
          "Please amend it. Every commit message in this repository starts with the Jira ticket, for example `PAY-1432: use HALF_EVEN rounding in FX conversion`. The audit trail links changes to tickets through that prefix, so this is mandatory.",
        )
        .bash(
          "git commit --amend -m 'PAY-1432: use HALF_EVEN rounding in FX conversion'",
          "[feature/fx-rounding 9b7d4f1] PAY-1432: use HALF_EVEN rounding in FX conversion",
        )
        .assistant("Amended to `9b7d4f1` with the ticket prefix."),
  },
  {
    id: "f38-dlq",
    planted: [
      { kind: "decision", keys: ["dead-letter"] },
      { kind: "task", keys: ["replay"] },
    ],
    build: (s) =>
      s
        .user("What happens today when the ledger-posting consumer cannot deserialise a message?")
        .bash(
          "rg -n 'DefaultErrorHandler|FixedBackOff' ledger-service/src/main/kotlin",
          "ledger-service/src/main/kotlin/com/acme/ledger/kafka/KafkaConfig.kt:41:        DefaultErrorHandler(FixedBackOff(0L, Long.MAX_VALUE))",
        )
        .assistant("The error handler retries forever with no back-off, so one poison message blocks its partition indefinitely.")
        .user(
          "That is unacceptable. We will route failed records to a dead-letter topic, `ledger.postings.dlt`, after three attempts with exponential back-off. Please implement it now.",
        )
        .file("Edit", "ledger-service/src/main/kotlin/com/acme/ledger/kafka/KafkaConfig.kt")
        .bash(
          "./gradlew :ledger-service:test --tests '*KafkaConfig*'",
          "PoisonMessageIT > poison record goes to dlt after 3 attempts PASSED\nBUILD SUCCESSFUL in 1m 2s",
        )
        .assistant(
          "Implemented: `DeadLetterPublishingRecoverer` to `ledger.postings.dlt` after three attempts, back-off 1 s doubling. The integration test passes.",
        )
        .user(
          "Good. What we do not have is a way to replay records from the DLT once the cause is fixed. That replay tool has to be written, with an audit entry per replayed record, but it can wait until after the release.",
        ),
  },
  {
    id: "f39-proposal-not-taken",
    planted: [],
    build: (s) =>
      s
        .user("Would it make sense to switch the payments API from Spring MVC to WebFlux?")
        .assistant(
          "It could reduce threads under high concurrency, but the JDBC calls would still block, so you would need R2DBC, and the transaction and audit code would have to be rewritten. I would not recommend it for this service.",
        )
        .user("What if we only did it for the read-only endpoints?")
        .bash("rg -l '@GetMapping' payments-api/src/main/kotlin | wc -l", "7")
        .assistant("Seven controllers have GET endpoints. A split would mean two stacks in one application; I still think the gain is small.")
        .user("Let us leave the idea for now. Perhaps later."),
  },
  {
    id: "f40-hsm-fact",
    planted: [{ kind: "fact", keys: ["hsm"] }],
    build: (s) =>
      s
        .user("Which component actually performs the PIN block translation?")
        .bash("kubectl -n cde-prod get deploy", "NAME          READY   UP-TO-DATE\ncard-tokenization   3/3     3\nhsm-proxy     2/2     2")
        .assistant("I see `hsm-proxy` in `cde-prod`. Does it translate itself, or forward to a hardware device?")
        .user(
          "It forwards. The hsm-proxy talks to two Thales payShield 10K HSMs in the Frankfurt data centre, active/active; all key material lives in those HSMs and never leaves them. That is the setup and it is documented in our PCI evidence.",
        )
        .assistant("Thank you, that is clear. The proxy itself holds no keys then."),
  },
  {
    id: "f41-superseded-retries",
    planted: [{ kind: "decision", keys: ["webhook", "retries"] }],
    build: (s) =>
      s
        .user("Merchant webhooks: let us retry failed deliveries every minute for an hour.")
        .file("Edit", "merchant-notify/src/main/kotlin/com/acme/notify/RetryPolicy.kt")
        .assistant(
          "I have set up a fixed one-minute interval for 60 attempts. Before I commit: some merchants rate-limit us; a fixed interval can hit them hard after an outage.",
        )
        .user(
          "A fair point. Change of plan: webhook retries use exponential back-off starting at 30 seconds, capped at 6 hours, for up to 72 hours in total. That replaces what I said a minute ago.",
        )
        .file("Edit", "merchant-notify/src/main/kotlin/com/acme/notify/RetryPolicy.kt")
        .bash(
          "./gradlew :merchant-notify:test --tests '*RetryPolicy*'",
          "RetryPolicyTest > gives up after 72 hours PASSED\nRetryPolicyTest > caps interval at 6 hours PASSED\nBUILD SUCCESSFUL in 11s",
        )
        .assistant("The retry policy is exponential from 30 s, capped at 6 h, and stops after 72 h; both tests pass."),
  },
  {
    id: "f42-question-batch",
    planted: [],
    build: (s) =>
      s
        .user(
          "A few questions, if I may. (1) Why does `StatementExportJob` use a page size of 500? (2) Is it transactional? (3) Does it hold a connection for the whole export?",
        )
        .file("Read", "statement-service/src/main/kotlin/com/acme/statement/StatementExportJob.kt")
        .assistant(
          "(1) There is no comment; 500 looks arbitrary. (2) Each page is read in its own read-only transaction. (3) No, the connection goes back to the pool after each page. The TODO on line 12 says 'TODO: never export more than 1 year per request', which the code does not enforce.",
        )
        .user("Thank you. And the TODO, is it still relevant?")
        .assistant("I cannot say; it is two years old and the author has left. The API currently allows any range.")
        .user("I see. Nothing more for the moment."),
  },
  {
    id: "f43-logging-format",
    planted: [
      { kind: "instruction", keys: ["json", "logs"] },
      { kind: "task", keys: ["correlation"] },
    ],
    build: (s) =>
      s
        .user("The new merchant-notify service logs plain text. Our log pipeline cannot parse that.")
        .file("Read", "merchant-notify/src/main/resources/logback-spring.xml")
        .assistant("It uses the default `PatternLayout`. The other services use `LogstashEncoder`. Shall I copy their configuration?")
        .user(
          "Yes. For every service, without exception: logs are JSON via the Logstash encoder, one event per line, with `service`, `traceId` and `spanId` fields.",
        )
        .file("Edit", "merchant-notify/src/main/resources/logback-spring.xml")
        .bash(
          "./gradlew :merchant-notify:bootRun --args='--spring.main.web-application-type=none' | head -1",
          '{"@timestamp":"2026-11-14T10:02:11.412Z","level":"INFO","service":"merchant-notify","traceId":"","spanId":"","message":"Started MerchantNotifyApplication"}',
        )
        .assistant("merchant-notify now logs JSON with the three fields. Note that `traceId` is empty at startup, as expected.")
        .user(
          "Yes. But the correlation id from the merchant's request is not propagated into the Kafka headers, so we cannot follow a webhook across services. That needs doing, later; I want to design the header name with the other teams first.",
        ),
  },
  {
    id: "f44-rate-limit-done",
    planted: [],
    build: (s) =>
      s
        .user("Please raise the rate limit for the `/quotes` endpoint from 20 to 50 requests per second in staging only.")
        .file("Edit", "infra/k8s/staging/payments-api/ratelimit.yaml")
        .bash("kubectl --context staging apply -f infra/k8s/staging/payments-api/ratelimit.yaml", "ratelimitpolicy.policy.acme.io/quotes configured")
        .assistant("Applied in staging: `/quotes` now allows 50 requests per second. Production is unchanged.")
        .user("Perfect."),
  },
  {
    id: "f45-double-entry",
    planted: [
      { kind: "fact", keys: ["double-entry"] },
      { kind: "instruction", keys: ["reversal"] },
    ],
    build: (s) =>
      s
        .user("A support agent asked whether we can just delete a wrong ledger entry. What does the code allow?")
        .bash("rg -n 'DELETE FROM ledger_entry|deleteById' ledger-service/src", "")
        .assistant("Nothing in ledger-service deletes ledger entries, and the table has a trigger that rejects `UPDATE` and `DELETE`.")
        .user(
          "Correct. The ledger is strictly double-entry and append-only: each posting has a debit and a credit leg that sum to zero, and the trigger guarantees immutability.",
        )
        .user(
          "So, the rule for any correction you ever implement: never modify or delete an entry; post a reversal that references the original entry id, and then the correct posting.",
        )
        .assistant("Understood. Shall I draft the reply to the support agent?")
        .user("Please, briefly.")
        .assistant(
          "Draft: 'Ledger entries cannot be deleted. A correction is made by a reversal of the wrong entry followed by a new posting; please open a PAY ticket with the entry id.'",
        ),
  },
  {
    id: "f46-smalltalk-review",
    planted: [],
    build: (s) =>
      s
        .user("Did you see the results of the penetration test? Quite a long report.")
        .assistant("I have not seen the report itself. Is there a part of it you would like me to look at in the code?")
        .user("Not today. I am just tired of reading it. Could you show me the last five commits, so I remember where we were?")
        .bash(
          "git log --oneline -5",
          "9b7d4f1 PAY-1432: use HALF_EVEN rounding in FX conversion\n4c2e9aa PAY-1429: dead-letter topic for ledger postings\n0f13b77 PAY-1425: advisory lock for interest accrual\n77d0e41 PAY-1421: Testcontainers for LedgerRepositoryIT\ne02a9c3 PAY-1418: Postgres idempotency store",
        )
        .assistant("These are the last five commits on your branch, newest first.")
        .user("Thank you, that helps."),
  },
  {
    id: "f47-connection-pool",
    planted: [{ kind: "fact", keys: ["max_connections"] }],
    build: (s) =>
      s
        .user("We see `Connection is not available, request timed out after 30000ms` in payments-api under load. Should we raise the Hikari pool size?")
        .bash(
          "psql -h ledger-db.internal -U readonly -c 'show max_connections'; kubectl -n apps-prod get deploy -o custom-columns=NAME:.metadata.name,REPLICAS:.spec.replicas | grep -E 'payments|ledger'",
          " max_connections \n-----------------\n 400\n(1 row)\npayments-api   8\nledger-service 6",
        )
        .assistant(
          "The ledger database allows 400 connections. With 8 payments-api pods and 6 ledger-service pods at the default pool of 10, you use 140 already, before the batch jobs. Raising the pool is possible, but the timeouts may come from long transactions rather than pool size.",
        )
        .user(
          "max_connections on the ledger database is 400 and stays there, the DBA sized the instance for it; treat it as a fixed limit. As for the cause of the timeouts, I suspect long transactions too, but I have no proof.",
        )
        .assistant("Then I would look at `pg_stat_activity` during the next load test before touching the pool."),
  },
  {
    id: "f48-feature-flag",
    planted: [{ kind: "decision", keys: ["unleash"] }],
    build: (s) =>
      s
        .user("For the instant payments rollout we need a feature flag. Spring profiles, a database table, or Unleash? The platform team already runs Unleash.")
        .assistant(
          "Unleash gives per-merchant targeting and a kill switch without a deploy; a table would need its own admin UI and audit. Profiles need a redeploy to change.",
        )
        .user(
          "We go with Unleash, the platform's instance; flag name `instant-payments`, default off. Every change to it is audited by Unleash itself, which satisfies Compliance.",
        )
        .file("Edit", "payments-api/build.gradle.kts")
        .file("Write", "payments-api/src/main/kotlin/com/acme/pay/flags/InstantPaymentsFlag.kt")
        .bash(
          "./gradlew :payments-api:test --tests '*InstantPaymentsFlag*'",
          "InstantPaymentsFlagTest > default off when unleash unreachable PASSED\nBUILD SUCCESSFUL in 21s",
        )
        .assistant("The Unleash client is added and `InstantPaymentsFlag` falls back to off when Unleash is unreachable; the test passes."),
  },
  {
    id: "f49-kotlin-style",
    planted: [
      { kind: "instruction", keys: ["lateinit"] },
      { kind: "task", keys: ["ktlint"] },
    ],
    build: (s) =>
      s
        .user("Review this class for me, please.")
        .file("Read", "disputes-service/src/main/kotlin/com/acme/disputes/DisputeService.kt")
        .assistant(
          "Two observations: it uses field injection with `@Autowired lateinit var` for four dependencies, and `evidenceDeadline` is computed with `Date()`. Would you like me to change either?",
        )
        .user(
          "Both. And a general preference for all our Kotlin: constructor injection only, no `lateinit var` for Spring beans. It makes the classes testable without the context.",
        )
        .file("Edit", "disputes-service/src/main/kotlin/com/acme/disputes/DisputeService.kt")
        .bash("./gradlew :disputes-service:test", "148 tests completed, 0 failed\nBUILD SUCCESSFUL in 1m 9s")
        .assistant("`DisputeService` now takes its four dependencies in the constructor and uses the injected `Clock`; all 148 tests pass.")
        .user(
          "Thank you. One thing I keep forgetting: disputes-service is the only module without ktlint in its build. Someone has to add it and fix the findings. Not now; note it please.",
        ),
  },
  {
    id: "f50-chargeback-window",
    planted: [
      { kind: "fact", keys: ["chargeback", "120"] },
      { kind: "task", keys: ["mastercard"] },
    ],
    build: (s) =>
      s
        .user("How long may a cardholder raise a chargeback after the transaction? The dispute form needs the deadline.")
        .bash(
          "rg -n 'CHARGEBACK_WINDOW' disputes-service/src",
          "disputes-service/src/main/kotlin/com/acme/disputes/Windows.kt:5:const val CHARGEBACK_WINDOW_DAYS = 120",
        )
        .assistant("The code uses 120 days. Is that the value from the Visa rules?")
        .user(
          "Yes. The chargeback window is 120 days from the processing date under Visa's rules, which is our only scheme today. I have checked it against the scheme manual.",
        )
        .user(
          "When we onboard Mastercard next quarter its dispute windows differ for some reason codes, so `Windows.kt` will need per-scheme values. Please keep that as a task; we do not have the Mastercard manual yet.",
        )
        .assistant("Understood; for now I only wired the 120-day constant into the form's deadline.")
        .file("Edit", "disputes-service/src/main/kotlin/com/acme/disputes/web/DisputeForm.kt"),
  },
  {
    id: "f51-superseded-region",
    planted: [{ kind: "decision", keys: ["eu-central"] }],
    build: (s) =>
      s
        .user("The backups of the ledger database should go to eu-west-1, it is cheaper.")
        .bash("aws s3api get-bucket-location --bucket acme-ledger-backups", '{\n    "LocationConstraint": "eu-central-1"\n}')
        .assistant(
          "The current bucket `acme-ledger-backups` is in eu-central-1. Moving to eu-west-1 (Ireland) would mean a new bucket and replication. Is data residency a concern?",
        )
        .user(
          "You are right to ask. I withdraw that: our BaFin outsourcing notification names Frankfurt. The backups stay in eu-central-1, and that is the decision for all ledger backups.",
        )
        .assistant("Then nothing changes; the bucket already lives in eu-central-1."),
  },
  {
    id: "f52-outbox-task",
    planted: [{ kind: "task", keys: ["outbox"] }],
    build: (s) =>
      s
        .user("I raised the outbox question with the architecture board. What does our transfer service do now between the database commit and the Kafka send?")
        .file("Read", "payments-api/src/main/kotlin/com/acme/pay/transfer/TransferService.kt")
        .assistant(
          "It commits the transfer and then calls `kafkaTemplate.send` outside the transaction. If the pod dies between the two, the event is lost while the transfer exists.",
        )
        .user(
          "The board agreed. We need to introduce a transactional outbox for `payments.transfer-events`, with a polling publisher. It is scheduled for the next increment, so please only record it as an open task today.",
        )
        .assistant("Recorded; no change to `TransferService` for now."),
  },
  {
    id: "f53-grok-voice",
    planted: [{ kind: "fact", keys: ["kyc"] }],
    build: (s) =>
      s
        .user("which service does the KYC checks again? need to fix a message text there")
        .bash(
          "rg -l 'IdentityVerification' --type kotlin | head -3",
          "onboarding-service/src/main/kotlin/com/acme/onboarding/kyc/IdentityVerificationClient.kt",
        )
        .assistant("It is `onboarding-service`; `IdentityVerificationClient` calls an external provider. Do you know which provider?")
        .user(
          "yes, KYC is done by IDnow via onboarding-service, we never store the ID document images ourselves, only IDnow's result and case id. thats been true since launch",
        )
        .file("Edit", "onboarding-service/src/main/resources/messages_de.properties")
        .assistant("I changed the message text in `messages_de.properties`."),
  },
  {
    id: "f54-locale-done",
    planted: [],
    build: (s) =>
      s
        .user("The amount on the German statement PDF is printed as `1,234.50`; it should be `1.234,50`. Please fix it.")
        .file("Edit", "statement-service/src/main/kotlin/com/acme/statement/pdf/AmountFormatter.kt")
        .bash("./gradlew :statement-service:test --tests '*AmountFormatter*'", "AmountFormatterTest > german locale PASSED\nBUILD SUCCESSFUL in 16s")
        .assistant("The formatter now uses the statement's locale; `1234.50` renders as `1.234,50` for de-DE.")
        .user("Thank you. Looks right on my sample too."),
  },
  {
    id: "f55-pr-size",
    planted: [{ kind: "instruction", keys: ["feature", "flag"] }],
    build: (s) =>
      s
        .user("The instant payments work is getting large. How should I split it?")
        .bash("git diff --stat main...feature/instant-payments | tail -1", " 46 files changed, 2381 insertions(+), 214 deletions(-)")
        .assistant("2,381 lines in one branch is a lot for two reviewers. It could be split by layer: persistence, domain, API.")
        .user(
          "I prefer that we merge small slices to main behind the feature flag, each one reviewable in half an hour, rather than a long-lived branch. Please work that way on everything that is not ready for customers.",
        )
        .assistant("Understood. Shall I start with the persistence slice?")
        .user("Yes.")
        .bash("git switch -c feature/instant-payments-1-persistence main", "Switched to a new branch 'feature/instant-payments-1-persistence'")
        .assistant("The branch for the first slice is created from main."),
  },
  {
    id: "f56-idempotency-ttl",
    planted: [
      { kind: "decision", keys: ["90 days"] },
      { kind: "task", keys: ["cleanup"] },
    ],
    build: (s) =>
      s
        .user("Now that idempotency keys live in Postgres: how long do we keep them? The old Redis TTL was 24 hours. Would 7 days be enough, in your view?")
        .bash(
          'psql -h ledger-db.internal -U readonly -c "select max(now() - first_seen_at) from transfer_retry_log"',
          "       max       \n-----------------\n 41 days 03:12:55\n(1 row)",
        )
        .assistant("The retry log shows a client retrying a transfer 41 days after the first attempt, so 7 days would not have caught it.")
        .user("Then we keep idempotency keys for 90 days; that covers every retry we have ever seen with margin. Decided, please put it in the schema comment.")
        .file("Edit", "payments-api/src/main/resources/db/migration/V12__idempotency_key.sql")
        .assistant("The comment on `idempotency_key` states the 90-day retention.")
        .user(
          "Nothing deletes the expired keys yet, though. The cleanup job for keys older than 90 days still has to be written; leave it for the next session, please.",
        )
        .assistant("Noted as open."),
  },
  {
    id: "f57-currency-list",
    planted: [
      { kind: "fact", keys: ["chf"] },
      { kind: "decision", keys: ["sek"] },
    ],
    build: (s) =>
      s
        .user("Which currencies can a customer hold an account in today?")
        .bash(
          "psql -h ledger-db.internal -U readonly -c 'select code, exponent from currency where enabled order by code'",
          " code | exponent \n------+----------\n CHF  |        2\n EUR  |        2\n GBP  |        2\n(3 rows)",
        )
        .assistant("Three currencies are enabled in the `currency` table: CHF, EUR and GBP, each with exponent 2.")
        .user("That matches the licence: accounts are offered in EUR, GBP and CHF only. Could we add USD as well?")
        .assistant("Technically it is a row in `currency` plus the FX pairs. Is there a licensing question for USD?")
        .user(
          "There is; forget USD. But the product committee approved Swedish krona this morning, so we will add SEK as the fourth account currency. Please insert it, disabled until launch.",
        )
        .file("Write", "ledger-service/src/main/resources/db/migration/V59__currency_sek.sql")
        .assistant("`V59__currency_sek.sql` inserts SEK with exponent 2 and `enabled = false`."),
  },
  {
    id: "f58-pentest-findings",
    planted: [
      { kind: "task", keys: ["csp"] },
      { kind: "task", keys: ["actuator"] },
    ],
    build: (s) =>
      s
        .user("I have finished reading the pentest report after all. Two findings concern the back office. Can you check the headers of the back-office app?")
        .bash("curl -sI https://backoffice.staging.acme.internal/ | grep -i -E 'content-security|x-frame'", "x-frame-options: DENY")
        .assistant("There is `X-Frame-Options: DENY` but no Content-Security-Policy header.")
        .user(
          "As the report says. We must add a strict CSP to the back office; the front-end team has to list their script sources first, so that is for later.",
        )
        .bash("curl -s https://backoffice.staging.acme.internal/actuator | jq -r '._links | keys[]'", "env\nhealth\nheapdump\ninfo\nmetrics")
        .assistant("The second one is visible too: `/actuator/env` and `/actuator/heapdump` are exposed on staging.")
        .user(
          "Yes. Restricting the actuator endpoints to health and info behind the management port is the other open item. Both go on the list for the remediation sprint; do not change them today.",
        )
        .assistant("Understood, no changes made."),
  },
  {
    id: "f59-reporting-db",
    planted: [
      { kind: "decision", keys: ["replica"] },
      { kind: "fact", keys: ["regulatory", "xbrl"] },
    ],
    build: (s) =>
      s
        .user("The regulatory reporting queries are hitting the primary ledger database. Could they run on something else?")
        .bash(
          "psql -h ledger-db.internal -U readonly -c \"select client_addr, count(*) from pg_stat_activity where application_name = 'reg-reporting' group by 1\"",
          " client_addr | count \n-------------+-------\n 10.4.7.21   |    14\n(1 row)",
        )
        .assistant(
          "reg-reporting holds 14 connections on the primary. A streaming read replica would take that load; the reports tolerate a few seconds of lag, I assume?",
        )
        .user("They do. Decision: regulatory reporting reads from the read replica `ledger-db-ro` from now on, never from the primary.")
        .file("Edit", "reg-reporting/src/main/resources/application-prod.yml")
        .user(
          "For context: the regulatory reports go to the Bundesbank as XBRL files every quarter, produced by reg-reporting; that is the only consumer of this data.",
        )
        .assistant("reg-reporting's production datasource now points at `ledger-db-ro`."),
  },
  {
    id: "f60-contract-tests",
    planted: [
      { kind: "instruction", keys: ["pact"] },
      { kind: "task", keys: ["card-issuing"] },
    ],
    build: (s) =>
      s
        .user("I changed a field in the payments API response. How do I know no consumer breaks?")
        .bash("ls payments-api/src/test/resources/pacts", "backoffice-payments-api.json\nmobile-bff-payments-api.json")
        .assistant("There are Pact files from two consumers, back office and the mobile BFF. The provider verification would tell us.")
        .user("Then here is a rule: before any change to a public API response, run the Pact provider verification and do not merge if it fails.")
        .bash(
          "./gradlew :payments-api:pactVerify",
          "Verifying a pact between backoffice and payments-api ... OK\nVerifying a pact between mobile-bff and payments-api ... OK\nBUILD SUCCESSFUL in 44s",
        )
        .assistant("Both pacts verify against your change.")
        .user(
          "Good. The card-issuing team consumes our API too but never published a pact. They have to provide one; I will chase them, keep it open as a task for us.",
        )
        .assistant("Noted."),
  },
  {
    id: "f61-sepa-instant",
    planted: [
      { kind: "decision", keys: ["rt1"] },
      { kind: "fact", keys: ["10 seconds"] },
    ],
    build: (s) =>
      s
        .user("For SEPA Instant, do we connect to TIPS or to RT1? What would each mean for us?")
        .assistant(
          "RT1 is run by EBA Clearing and reachable through our existing bank's gateway; TIPS requires a central bank account or a reachable party. Which does your sponsor bank support?",
        )
        .bash(
          "rg -n 'instant' settlement-service/src/main/resources/bank-gateway.yml",
          "settlement-service/src/main/resources/bank-gateway.yml:31:  instant: { scheme: RT1, endpoint: https://gw.sponsorbank.example/rt1 }",
        )
        .user("The sponsor bank supports RT1 only. So we connect to RT1 via the sponsor bank's gateway, decided, and TIPS is off the table.")
        .user("Also keep in mind: the scheme requires a final answer to the payer within 10 seconds of the instruction, otherwise the payment is rejected.")
        .assistant("Understood. Our gateway timeout is currently 20 s in that file; that exceeds the scheme limit. Shall I lower it?")
        .user("Yes please, to 8 seconds.")
        .file("Edit", "settlement-service/src/main/resources/bank-gateway.yml")
        .assistant("Lowered to 8 seconds."),
  },
  {
    id: "f62-monitoring",
    planted: [
      { kind: "instruction", keys: ["runbook"] },
      { kind: "task", keys: ["alert"] },
    ],
    build: (s) =>
      s
        .user("I am adding a Prometheus alert for DLT growth. Anything I should know?")
        .file("Read", "infra/monitoring/alerts/ledger.yaml")
        .assistant("The existing alerts in `ledger.yaml` all carry a `runbook_url` annotation and a `severity` label. Should the new one as well?")
        .user("Yes. Every alert we define must link a runbook in Confluence through `runbook_url`; an alert without a runbook is not merged.")
        .file("Edit", "infra/monitoring/alerts/ledger.yaml")
        .bash("promtool check rules infra/monitoring/alerts/ledger.yaml", "Checking infra/monitoring/alerts/ledger.yaml\n  SUCCESS: 9 rules found")
        .assistant("The rule `LedgerPostingsDltGrowing` is added with a runbook link; promtool accepts the file.")
        .user(
          "We also lack an alert on settlement file delivery. If the bank file is not sent by 16:00, someone must be paged. Please record that as an open item; I need to agree the threshold with Operations.",
        ),
  },
  {
    id: "f63-kotlin-upgrade",
    planted: [
      { kind: "task", keys: ["kotlin 2"] },
      { kind: "decision", keys: ["renovate"] },
    ],
    build: (s) =>
      s
        .user("Dependabot opened 23 pull requests overnight. Is there a better way to handle dependency updates? I find this unmanageable.")
        .bash("gh pr list --author app/dependabot --json title --jq length", "23")
        .assistant(
          "Renovate can group updates (for example all Spring artefacts in one PR), schedule them weekly and auto-merge patch releases of test-only dependencies. Dependabot's grouping is more limited. Would auto-merge be acceptable under your change-management rules?",
        )
        .user(
          "Auto-merge is not acceptable; every change needs its two reviewers. But grouping and a weekly schedule, yes. We replace Dependabot with Renovate, grouped per ecosystem, weekly on Monday, no auto-merge. Please configure it.",
        )
        .file("Write", "renovate.json")
        .bash("npx --yes renovate-config-validator renovate.json", " INFO: Validating renovate.json\n INFO: Config validated successfully")
        .assistant(
          "`renovate.json` groups Spring, Kotlin and test dependencies, runs on Mondays and has `automerge: false`; the validator accepts it. I removed `.github/dependabot.yml`.",
        )
        .user(
          "Thank you. The Kotlin 2 migration, which Renovate will surely propose, has to be done deliberately by us, with the K2 compiler checked against our detekt rules. Keep it as a task; not this month.",
        ),
  },
  {
    id: "f64-list-of-rules",
    planted: [
      { kind: "instruction", keys: ["sql", "string"] },
      { kind: "instruction", keys: ["@transactional"] },
      { kind: "fact", keys: ["jooq"] },
    ],
    build: (s) =>
      s
        .user("You will be writing a good deal of repository code in the coming weeks, so let me give you our rules in one place:")
        .user(
          "1. No SQL assembled by string concatenation or templates, ever; bind parameters only, even for values you consider safe.\n2. `@Transactional` belongs on service methods, never on controllers or repositories.\n3. Read-only methods are annotated `@Transactional(readOnly = true)` so they can be routed to the replica later.",
        )
        .assistant("Understood. Do the existing repositories use Spring Data JPA or something else? I would like to follow the same style.")
        .bash("rg -l 'DSLContext' --type kotlin | wc -l; rg -l 'JpaRepository' --type kotlin | wc -l", "38\n3")
        .assistant("38 files use jOOQ's `DSLContext` and 3 use `JpaRepository`. Is jOOQ the standard?")
        .user(
          "It is: ledger-service and payments-api access the database through jOOQ; the three JPA repositories are leftovers in the back office. Follow jOOQ.",
        )
        .assistant("I will use jOOQ with bind parameters and keep transactions at the service layer."),
  },
  {
    id: "f65-confirmed-root-cause",
    planted: [{ kind: "fact", keys: ["serializable"] }],
    build: (s) =>
      s
        .user("Why do we get `could not serialize access due to read/write dependencies` on transfers between the same two accounts?")
        .bash(
          "psql -h ledger-db.internal -U readonly -c 'show default_transaction_isolation'",
          " default_transaction_isolation \n-------------------------------\n serializable\n(1 row)",
        )
        .assistant(
          "The ledger database runs every transaction at SERIALIZABLE by default, so concurrent transfers touching the same rows abort one side with SQLSTATE 40001. Our retry aspect catches that only for `@Retryable` methods, and `TransferService.book` is not annotated.",
        )
        .user("I did not know the default was serializable. Is that intended?")
        .assistant("The comment in the parameter group says it was chosen to guarantee balance invariants without explicit locking.")
        .user(
          "Then that is confirmed: the ledger database runs at SERIALIZABLE isolation by design and serialization failures are expected and retried. Please add the retry to `book`.",
        )
        .file("Edit", "payments-api/src/main/kotlin/com/acme/pay/transfer/TransferService.kt")
        .bash(
          "./gradlew :payments-api:test --tests '*ConcurrentTransfer*'",
          "ConcurrentTransferIT > 50 concurrent transfers on two accounts PASSED\nBUILD SUCCESSFUL in 1m 31s",
        )
        .assistant("`book` is now `@Retryable` on `CannotSerializeTransactionException` with three attempts; the concurrency test passes."),
  },
  {
    id: "f66-terse-user",
    planted: [{ kind: "task", keys: ["openapi"] }],
    build: (s) =>
      s
        .user("openapi spec for disputes api out of date?")
        .bash(
          "./gradlew :disputes-service:generateOpenApiDocs && git diff --stat docs/openapi/disputes.yaml",
          " docs/openapi/disputes.yaml | 64 +++++++++++++++++++++++++++-------\n 1 file changed, 52 insertions(+), 12 deletions(-)",
        )
        .assistant("Yes, the generated spec differs from the committed one by 64 lines: the `evidence` endpoints are missing from the committed file.")
        .user("ok. dont commit it now, the api portal release is frozen till 1 Dec. publish the updated openapi spec after the freeze — todo for then")
        .bash("git checkout docs/openapi/disputes.yaml", "Updated 1 path from the index")
        .assistant("Reverted the regenerated file; the committed spec is unchanged."),
  },
  {
    id: "f67-rejected-and-question",
    planted: [],
    build: (s) =>
      s
        .user("Should we always encrypt the IBAN column at the application level, in addition to disk encryption?")
        .assistant(
          "It would protect against a database dump leaking, but it makes searching by IBAN impossible without a blind index. Is the IBAN considered sensitive authentication data in your classification, or only personal data?",
        )
        .bash(
          "rg -n 'iban' docs/data-classification.md",
          "docs/data-classification.md:41:| IBAN | personal data | confidential | no field encryption required |",
        )
        .assistant("Your data classification lists the IBAN as confidential personal data with no field encryption required.")
        .user("Then I withdraw the idea. Thank you for checking."),
  },
  {
    id: "f68-assistant-proposal-confirmed",
    planted: [{ kind: "decision", keys: ["iso 20022"] }],
    build: (s) =>
      s
        .user("The bank offers both the old MT940 statement and ISO 20022 camt.053. We currently parse MT940. What do you think?")
        .bash("rg -l 'Mt940' --type kotlin", "reconciliation-service/src/main/kotlin/com/acme/recon/mt940/Mt940Parser.kt")
        .assistant(
          "I would propose moving to ISO 20022 camt.053: it carries the end-to-end id in a dedicated field, while MT940 squeezes it into field 86 free text, which is why `Mt940Parser` has those regular expressions. SWIFT is also retiring MT for cross-border payments.",
        )
        .user(
          "Agreed, that is what we will do: reconciliation switches to ISO 20022 camt.053 statements and the MT940 parser is retired once the bank confirms the cut-over date.",
        )
        .assistant("Understood. Shall I start a camt.053 parser next to the old one?")
        .user("Next week. Today I only wanted the decision written down.")
        .assistant("Fine; I have not changed any code."),
  },
  {
    id: "f69-typos",
    planted: [{ kind: "instruction", keys: ["ticket", "prod"] }],
    build: (s) =>
      s
        .user("can you check the prod config for payments-api, want to see the kafka acks settng")
        .bash("kubectl -n apps-prod get configmap payments-api -o jsonpath='{.data.application\\.yml}' | grep acks", "    acks: all")
        .assistant("`acks: all` in production. Would you like me to compare it with staging too?")
        .user(
          "no thats fine. but note: you only ever read from prod, never change anything there yourself, not even a configmap. every prod change goes through a change ticket in ServiceNow and the release pipeline.",
        )
        .assistant("Understood; read-only on production, changes only through a change ticket."),
  },
  {
    id: "f70-done-refactor",
    planted: [],
    build: (s) =>
      s
        .user("Please rename `AmountUtil` to `MoneyFormatting` across statement-service and update the imports.")
        .bash(
          "rg -l 'AmountUtil' statement-service | xargs sed -i 's/AmountUtil/MoneyFormatting/g' && git mv statement-service/src/main/kotlin/com/acme/statement/AmountUtil.kt statement-service/src/main/kotlin/com/acme/statement/MoneyFormatting.kt",
          "",
        )
        .bash("./gradlew :statement-service:compileKotlin", "BUILD SUCCESSFUL in 28s")
        .assistant("Renamed in 9 files; statement-service compiles.")
        .user("Thanks. All good then."),
  },
  {
    id: "f71-people",
    planted: [
      { kind: "fact", keys: ["mlro"] },
      { kind: "task", keys: ["goaml"] },
    ],
    build: (s) =>
      s
        .user("Who needs to approve the change to the transaction monitoring scenarios?")
        .bash(
          "cat transaction-monitoring/APPROVALS.md | head -4",
          "# Approvals\nScenario changes: MLRO (K. Brandt)\nThreshold changes: MLRO + Head of Compliance",
        )
        .assistant("According to `APPROVALS.md`, scenario changes are approved by the MLRO, K. Brandt.")
        .user(
          "Correct, Katrin Brandt is our MLRO and the approver for any change to monitoring scenarios. She is also the only person who files suspicious activity reports with the FIU.",
        )
        .assistant("Is there anything in the code that supports her with those reports today?")
        .user(
          "Nothing. She exports CSVs by hand. We owe her an export of the case data in the goAML format for SAR filing; it is on our roadmap for Q1 and I want it remembered.",
        )
        .assistant("Noted for Q1."),
  },
  {
    id: "f72-ask-before-clean",
    planted: [{ kind: "instruction", keys: ["clean"] }],
    build: (s) =>
      s
        .user("The incremental build seems confused, `TransferMapper` still has the old field.")
        .bash("./gradlew clean :payments-api:compileKotlin", "BUILD SUCCESSFUL in 4m 51s")
        .assistant(
          "After `clean` the mapper is regenerated with the new field; the build took almost five minutes because the generated jOOQ and Avro sources were rebuilt.",
        )
        .user(
          "It worked, but I would prefer you ask me before running `gradlew clean` in future: it regenerates everything, takes five minutes and throws away the shared build cache entries. Usually `--rerun-tasks` on the one module suffices.",
        )
        .assistant("Understood, I will ask first and try the narrower option."),
  },
  {
    id: "f73-assistant-fact-confirmed",
    planted: [{ kind: "fact", keys: ["3ds"] }],
    build: (s) =>
      s
        .user("Why are some card payments from UK cards declined with `soft_decline_sca`?")
        .bash(
          "rg -n 'soft_decline_sca' card-tokenization/src/main/kotlin | head -2",
          'card-tokenization/src/main/kotlin/com/acme/cards/auth/AuthResponseMapper.kt:57:  "1A" -> Decline.SOFT_DECLINE_SCA',
        )
        .assistant(
          "Response code `1A` means the issuer wants strong customer authentication. We only start a 3DS challenge for EEA-issued cards; UK cards since the UK's own SCA rules go straight to authorisation and get the soft decline. That is my reading of `ChallengePolicy`, at least.",
        )
        .file("Read", "card-tokenization/src/main/kotlin/com/acme/cards/auth/ChallengePolicy.kt")
        .user("Yes, correct: 3DS challenges are only triggered for EEA-issued cards today; UK cards are excluded. That is exactly the gap.")
        .assistant("Should I extend the policy to UK cards?")
        .user("I need to ask Risk first whether they want frictionless for low amounts. Do not change it yet."),
  },
  {
    id: "f74-superseded-via-summary",
    planted: [{ kind: "decision", keys: ["15 minutes"] }],
    build: (s) =>
      s
        .user("Back-office sessions: what timeout do we use?")
        .bash("rg -n 'session.timeout' backoffice/src/main/resources/application.yml", "backoffice/src/main/resources/application.yml:14:    timeout: 8h")
        .assistant(
          "Eight hours. PCI DSS 8.2.8 asks for re-authentication after 15 minutes of inactivity for access to the CDE; the back office is outside the CDE, but it shows masked card data.",
        )
        .user("Then let us say 30 minutes idle timeout.")
        .assistant(
          "I can set 30 minutes. For the record, your internal security standard (section 4.3) asks for 15 minutes for any system displaying card data, even masked.",
        )
        .user("Ah. Then we follow the standard: the back-office idle timeout is 15 minutes, not 30. Please set that.")
        .file("Edit", "backoffice/src/main/resources/application.yml")
        .assistant("Set `server.servlet.session.timeout: 15m` in the back office."),
  },
  {
    id: "f75-quoted-diff",
    planted: [],
    build: (s) =>
      s
        .user("What does this diff from Jens do? He is on holiday and I must decide whether to merge it.")
        .bash(
          "git show 5d1e0b2 --stat --format=%B",
          "PAY-1440: never retry 4xx from bank API\n\n// TODO: always log the bank's error code\n settlement-service/src/main/kotlin/com/acme/settle/BankClient.kt | 12 +++++++---\n 1 file changed, 9 insertions(+), 3 deletions(-)",
        )
        .assistant(
          "It stops the bank client from retrying responses with a 4xx status, which the bank documents as permanent errors. The TODO in the message is a note for later, not implemented. It looks correct to me, but the test for a 409 is missing.",
        )
        .user("Would you merge it without the test?")
        .assistant("I would ask for the 409 test first; it is a small addition.")
        .user("I shall wait for Jens then."),
  },
  {
    id: "f76-followups-list",
    planted: [
      { kind: "task", keys: ["kafka", "acl"] },
      { kind: "task", keys: ["sbom"] },
    ],
    build: (s) =>
      s
        .user("Please run the security scan before the release.")
        .bash(
          "./gradlew dependencyCheckAggregate",
          "One or more dependencies were identified with known vulnerabilities:\n  snakeyaml-1.33.jar (CVE-2022-1471) severity: HIGH\nBUILD FAILED",
          1,
        )
        .file("Edit", "gradle/libs.versions.toml")
        .bash("./gradlew dependencyCheckAggregate", "No vulnerabilities found.\nBUILD SUCCESSFUL in 2m 40s")
        .assistant("snakeyaml was pulled in at 1.33 by an old Spring Cloud artefact; I pinned 2.2 and the scan is clean.")
        .user(
          "Thank you. Two follow-ups for after the release, please keep them:\n- Kafka ACLs: every service still uses the shared `app` principal; each service needs its own principal with topic-level ACL entries.\n- We must produce an SBOM per service in CycloneDX format for the auditors; nothing generates one yet.",
        )
        .assistant("Both noted; neither is changed in this release."),
  },
  {
    id: "f77-chitchat-questions",
    planted: [],
    build: (s) =>
      s
        .user("Out of curiosity, how many Kotlin files do we have in the whole repository? And how many Java files remain?")
        .bash("git ls-files '*.kt' | wc -l; git ls-files '*.java' | wc -l", "1874\n212")
        .assistant("1,874 Kotlin files and 212 Java files.")
        .user("Fewer Java files than I feared. Are they mostly in one module?")
        .bash(
          "git ls-files '*.java' | cut -d/ -f1 | sort | uniq -c | sort -rn | head -3",
          "    161 legacy-clearing\n     38 card-tokenization\n     13 backoffice",
        )
        .assistant("Three quarters are in `legacy-clearing`.")
        .user("As expected. Thank you, that was all."),
  },
  {
    id: "f78-legacy-freeze",
    planted: [
      { kind: "instruction", keys: ["legacy-clearing"] },
      { kind: "fact", keys: ["clearing", "2027"] },
    ],
    build: (s) =>
      s
        .user("I noticed you suggested converting some Java to Kotlin earlier. Which module were you thinking of?")
        .bash(
          "git ls-files 'legacy-clearing/*.java' | head -3",
          "legacy-clearing/src/main/java/com/acme/clearing/ClearingFileWriter.java\nlegacy-clearing/src/main/java/com/acme/clearing/Iso8583Codec.java\nlegacy-clearing/src/main/java/com/acme/clearing/BatchScheduler.java",
        )
        .assistant("`legacy-clearing` has most of the Java. I have not proposed anything concrete yet.")
        .user(
          "Good, because legacy-clearing is frozen: do not refactor, reformat or convert anything in legacy-clearing, only security fixes approved by me. Any diff there triggers a full scheme re-certification.",
        )
        .user("For background: legacy-clearing is replaced by the new clearing platform in 2027, which is why nobody invests in it.")
        .assistant("Understood; I will leave that module alone."),
  },
];

/** The blind set 34: events, segments and scoring of BLIND34_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND34 = plantedSet(BLIND34_SESSIONS, Date.UTC(2026, 10, 2, 9));
