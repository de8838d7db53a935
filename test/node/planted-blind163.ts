/**
 * Blind planted set 163 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Java/Spring enterprise architect who writes formal, long paragraphs citing tickets,
 * ADR numbers, incidents and stakeholders by name; items often sit mid-paragraph among context,
 * ticket references and courtesies.
 * Each session is one segment; the items planted in it are listed with it: 72 items (18 decisions, 17 instructions,
 * 20 facts, 17 tasks) in 62 sessions, 13 of which plant nothing (55 user/assistant messages between them). Every other message
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

export const BLIND163_SESSIONS: BlindSession[] = [
  {
    id: "b163-ledger-outbox",
    build: (s) =>
      s
        .user(
          "Good morning. Following the Architecture Review Board session on Tuesday (minutes filed as CONF-ARB-2026-41, attended by Henrik Lund for Treasury and Anjali Mehta for Platform Engineering), we are adopting the transactional outbox pattern for publishing payment events from ledger-service, as recorded in ADR-0047. Change data capture via Debezium was discussed and is explicitly out of scope for this fiscal year. Please begin by reviewing the current PaymentEventPublisher so that we understand the blast radius.",
        )
        .file("Read", "ledger-service/src/main/java/com/acme/ledger/events/PaymentEventPublisher.java")
        .assistant(
          "PaymentEventPublisher currently calls KafkaTemplate.send() inside the @Transactional method of PaymentService.settle(), so a rollback after the send leaves a phantom event on the topic. An outbox table written in the same transaction and a relay polling it would close that gap. Where should the outbox table live?",
        )
        .user(
          "The outbox table is to live in the `ledger` schema alongside the journal tables, not in `public`; the DBA group (owner: Tomasz Wójcik) has already provisioned grants on that schema only. Incidentally, do you know whether Kafka guarantees ordering across partitions? I seem to recall it does not, but I would like that confirmed before the ARB follow-up.",
        )
        .bash(
          'psql -h pg-ledger-uat -U ledger_app -c "\\dn+ ledger"',
          "  Name  |  Owner   | Access privileges\n--------+----------+--------------------------------\n ledger | ledger_o | ledger_o=UC/ledger_o+\n        |          | ledger_app=UC/ledger_o",
        )
        .assistant(
          "Kafka only guarantees ordering within a single partition; keying the outbox records by payment id keeps each payment's events ordered. The grants on the ledger schema are in place for ledger_app. I have drafted the Flyway migration for ledger.payment_outbox.",
        )
        .file("Write", "ledger-service/src/main/resources/db/migration/V202611160930__LED-1184_payment_outbox.sql")
        .stop(),
    planted: [
      { kind: "decision", keys: ["outbox"] },
      { kind: "fact", keys: ["ledger", "public"] },
    ],
  },
  {
    id: "b163-maven-wrapper",
    build: (s) =>
      s
        .bash(
          "mvn -v && mvn -q verify -pl order-service",
          "Apache Maven 3.6.3\n[ERROR] Rule 0: org.apache.maven.enforcer.rules.version.RequireMavenVersion failed with message:\nDetected Maven Version: 3.6.3 is not in the allowed range [3.9.6,).",
          1,
        )
        .assistant(
          "The build fails at the enforcer stage: the system Maven on this machine is 3.6.3 and the parent POM requires 3.9.6 or later. The repository contains a Maven wrapper (mvnw) pinned to 3.9.6.",
        )
        .user(
          "Indeed. For the avoidance of doubt, and so that I need not repeat it in every session: always build through the wrapper, `./mvnw -Pci verify`, and never through whatever Maven happens to be on the PATH. The ci profile activates the same Surefire and JaCoCo configuration as the Jenkins pipeline, which is the only configuration the Quality Gate (QG-3) recognises.",
        )
        .bash("./mvnw -Pci -q verify -pl order-service", "[INFO] Tests run: 412, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS")
        .assistant(
          "With the wrapper and the ci profile the order-service build passes: 412 tests, 3 skipped. For reference, is the 3.6.3 installation something the desktop support team manages?",
        )
        .user(
          "It is, and it is also what the shared Jenkins agents in the `build-linux` pool carry, which is precisely why the wrapper exists; the pool is owned by the DevEx team and they have no plans to upgrade it before 2027.",
        )
        .stop("Understood. I will use the wrapper with the ci profile for all builds."),
    planted: [
      { kind: "instruction", keys: ["mvnw"] },
      { kind: "fact", keys: ["build-linux"] },
    ],
  },
  {
    id: "b163-flyway-naming",
    build: (s) =>
      s
        .user(
          "Please add the index for the invoice lookup described in INV-2231. Before you do, a word on our conventions, because the last contractor got this wrong and it cost us a weekend: Flyway migrations in this programme are named with a timestamp version, `V<yyyyMMddHHmm>__<TICKET>_<description>.sql`, never with sequential integers, because four teams merge into the same schema history and integers collide.",
        )
        .bash(
          "ls invoice-service/src/main/resources/db/migration | tail -4",
          "V202610281415__INV-2190_add_due_date.sql\nV202611031102__INV-2204_currency_column.sql\nV202611101630__INV-2219_drop_legacy_flag.sql\nV202611121205__INV-2225_payer_reference.sql",
        )
        .file("Write", "invoice-service/src/main/resources/db/migration/V202611161012__INV-2231_idx_invoice_payer_status.sql")
        .bash(
          "./mvnw -Pci -q flyway:validate -pl invoice-service",
          "[WARNING] Flyway: Validate failed: Detected applied migration not resolved locally: 202611121205.\nHint: never edit or delete a migration that has already been applied; always add a new one.",
          1,
        )
        .assistant(
          "Validation against the UAT schema history complains that V202611121205 is applied there but missing locally. Could your local branch be behind develop? That migration is in the listing above, so it may be a checksum issue instead.",
        )
        .user("I suspect the UAT history is simply ahead of my branch after yesterday's deployment; rebase on develop and try again, please.")
        .bash(
          "git pull --rebase origin develop && ./mvnw -Pci -q flyway:validate -pl invoice-service",
          "Successfully rebased and updated refs/heads/feature/INV-2231-payer-index.\n[INFO] Flyway: Successfully validated 48 migrations",
        )
        .stop("After rebasing on develop, Flyway validates all 48 migrations, including the new INV-2231 index."),
    planted: [{ kind: "instruction", keys: ["flyway", "timestamp"] }],
  },
  {
    id: "b163-virtual-threads",
    build: (s) =>
      s
        .user(
          "I should like your view on enabling virtual threads (spring.threads.virtual.enabled) for customer-profile-service. The service is predominantly JDBC-bound. What runtime are we actually on in production, incidentally? I believe it is 21 but I have been wrong before.",
        )
        .bash(
          "oc exec deploy/customer-profile-service -n cps-prod -- java -version",
          'openjdk version "21.0.3" 2024-04-16 LTS\nOpenJDK Runtime Environment Temurin-21.0.3+9 (build 21.0.3+9-LTS)\nOpenJDK 64-Bit Server VM Temurin-21.0.3+9 (build 21.0.3+9-LTS, mixed mode, sharing)',
        )
        .assistant(
          "Production runs Eclipse Temurin 21.0.3 on the OpenShift cluster, so virtual threads are available. The concern for a JDBC-bound service is pinning: the Oracle and PostgreSQL drivers we use hold synchronized monitors during I/O, which pins the carrier thread, and HikariCP's pool can then starve. One option is to enable them and cap the carrier pool; another is to stay with platform threads until the drivers are fixed.",
        )
        .user(
          "Having weighed it with Anjali, our decision is to remain on platform threads for every JDBC-heavy service, customer-profile-service included, until the pinning issue in the drivers is resolved; please record that in ADR-0051 as 'Accepted'. A proof of concept on notification-service might be interesting at some point, but I am not asking for that now.",
        )
        .file("Edit", "docs/adr/0051-virtual-threads.md")
        .assistant("ADR-0051 now records the decision as Accepted, with the driver pinning issue as the condition for revisiting it.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["temurin"] },
      { kind: "decision", keys: ["platform threads"] },
    ],
  },
  {
    id: "b163-soap-removal",
    build: (s) =>
      s
        .user(
          "Could you find every caller of the legacy SOAP endpoint CustomerLookupService across the monorepo? The CRM integration team claims they migrated away in September.",
        )
        .bash(
          "grep -rl 'CustomerLookupService' --include=*.java --include=*.xml . | grep -v '/target/'",
          "crm-adapter/src/main/java/com/acme/crm/legacy/CustomerLookupClient.java\ncustomer-profile-service/src/main/java/com/acme/cps/soap/CustomerLookupEndpoint.java\ncustomer-profile-service/src/main/resources/wsdl/CustomerLookupService.wsdl",
        )
        .assistant(
          "The endpoint is still present in customer-profile-service, and crm-adapter still contains CustomerLookupClient. The client's only call site is in a class annotated @Deprecated with a comment 'TODO remove after CRM cutover', so it may be dead code, although I cannot confirm that from static analysis alone.",
        )
        .user(
          "Thank you, that is consistent with what Sebastian told me. We are not removing anything today. However, before the Q1 change freeze we need to decommission CustomerLookupService entirely, endpoint, WSDL and the crm-adapter client; I have raised INT-2290 for it and it will go into sprint 15.",
        )
        .stop("Noted; nothing has been changed in this session."),
    planted: [{ kind: "task", keys: ["customerlookupservice"] }],
  },
  {
    id: "b163-resilience",
    build: (s) =>
      s
        .user(
          "The pricing-service calls to the external FX rates provider (Refinitiv) have been timing out during the London open; see incident INC-40988. I am inclined to wrap them with Spring Retry and @Retryable with three attempts. Your thoughts?",
        )
        .file("Read", "pricing-service/src/main/java/com/acme/pricing/fx/FxRateClient.java")
        .assistant(
          "Retrying alone would amplify load on a provider that is already slow at the open: three attempts turn a 2-second stall into 6 seconds of held request threads. I would propose Resilience4j instead: a circuit breaker that opens after 50% failures over 20 calls, a 1.5-second time limiter, and a fallback to the last cached rate (rates are valid for 60 seconds under the Treasury policy). Resilience4j also exports Micrometer metrics for the breaker state.",
        )
        .user(
          "That is persuasive. Agreed, let us go with Resilience4j rather than Spring Retry for the FX client, with the thresholds you describe; please reference ADR-0052 in the commit so that Henrik's team can trace it.",
        )
        .file("Edit", "pricing-service/pom.xml")
        .file("Edit", "pricing-service/src/main/java/com/acme/pricing/fx/FxRateClient.java")
        .bash("./mvnw -Pci -q verify -pl pricing-service", "[INFO] Tests run: 168, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .stop("The FX client is now wrapped in a Resilience4j circuit breaker and time limiter with the cached-rate fallback; the build passes."),
    planted: [{ kind: "decision", keys: ["resilience4j"] }],
  },
  {
    id: "b163-billing-owner",
    build: (s) =>
      s
        .user(
          "I need the DTO InvoiceLineDto in billing-gateway to carry the tax jurisdiction code (TAX-512). Before you touch it: billing-gateway is owned by Priya Raman's team in Pune, and any change to its public DTOs has to be reviewed by them; that is how it has been since the 2024 reorganisation.",
        )
        .file("Edit", "billing-gateway/src/main/java/com/acme/billing/api/InvoiceLineDto.java")
        .bash("./mvnw -Pci -q verify -pl billing-gateway", "[INFO] Tests run: 97, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .assistant(
          "InvoiceLineDto now has a nullable taxJurisdictionCode field, added at the end of the record so that existing JSON consumers are unaffected. Shall I also regenerate the OpenAPI document so the diff can be reviewed?",
        )
        .user(
          "Yes, regenerate it. And please remind me on Monday to send Priya the OpenAPI diff for TAX-512; she will not look at the pull request without it.",
        )
        .bash("./mvnw -q -pl billing-gateway springdoc-openapi:generate", "[INFO] OpenAPI spec written to billing-gateway/target/openapi/api.yaml")
        .stop("The OpenAPI document is regenerated under billing-gateway/target/openapi/api.yaml."),
    planted: [
      { kind: "fact", keys: ["billing-gateway", "priya"] },
      { kind: "task", keys: ["openapi diff"] },
    ],
  },
  {
    id: "b163-testcontainers",
    build: (s) =>
      s
        .bash(
          "./mvnw -Pci -q verify -pl ledger-service -Dit.test=JournalRepositoryIT",
          "[ERROR] Could not start container: org.testcontainers.containers.ContainerLaunchException\nCaused by: java.net.SocketTimeoutException: connect timed out (testcontainers/ryuk:0.6.0)",
          1,
        )
        .assistant(
          "JournalRepositoryIT fails before any test runs: the Ryuk reaper container cannot be reached. Would it be acceptable to switch this test to an embedded H2 database so that it runs locally?",
        )
        .user(
          "No. Integration tests that touch the repository layer use Testcontainers with the `postgres:15.6-alpine` image, without exception; H2 has bitten us with dialect differences too often (see the post-mortem PM-2025-07). As for the failure: on the corporate laptops Ryuk cannot be reached through the Zscaler tunnel, so TESTCONTAINERS_RYUK_DISABLED=true has to be set locally. That is a known property of our environment, not a defect in the test.",
        )
        .bash(
          "TESTCONTAINERS_RYUK_DISABLED=true ./mvnw -Pci -q verify -pl ledger-service -Dit.test=JournalRepositoryIT",
          "[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        )
        .stop("With Ryuk disabled the 14 JournalRepositoryIT tests pass against postgres:15.6-alpine."),
    planted: [
      { kind: "instruction", keys: ["testcontainers"] },
      { kind: "fact", keys: ["ryuk", "zscaler"] },
    ],
  },
  {
    id: "b163-invoice-504",
    build: (s) =>
      s
        .user(
          "Networking have come back on NET-8812 regarding the intermittent 504s on GET /api/v2/invoices. Their packet captures are attached to the ticket; would you look at the Hikari configuration in the meantime?",
        )
        .file("Read", "invoice-service/src/main/resources/application-prod.yml")
        .assistant(
          "Hikari's maxLifetime is 1,800,000 ms (30 minutes) and idleTimeout 600,000 ms. If a load balancer between the service and the database drops idle connections sooner than that, the pool would hand out dead connections. That is a hypothesis; the captures would confirm or refute it.",
        )
        .user(
          "The captures confirm it. The root cause of the 504s is the F5 in front of the Oracle RAC, which resets any TCP connection idle for more than 300 seconds; Networking will not change it, as it is a bank-wide policy. So, as a follow-up, and not in this change: maxLifetime must be brought below 300 seconds in every environment's configuration. I will raise the ticket myself; please do not edit the YAML today.",
        )
        .bash("grep -rn 'max-lifetime' */src/main/resources/application-*.yml | wc -l", "23")
        .stop("There are 23 max-lifetime settings across the services' profile files; I have not modified any of them."),
    planted: [
      { kind: "fact", keys: ["f5", "300"] },
      { kind: "task", keys: ["maxlifetime"] },
    ],
  },
  {
    id: "b163-no-lombok",
    build: (s) =>
      s
        .user(
          "Please write the request and response types for the new endpoint POST /api/v3/refunds (REF-77): RefundRequest with paymentId, amount, currency and reason; RefundResponse with refundId and status.",
        )
        .file("Write", "payments-service/src/main/java/com/acme/payments/refund/RefundRequest.java")
        .assistant("I have written RefundRequest as a class with Lombok's @Data and @Builder, consistent with PaymentDto in the same package.")
        .user(
          "PaymentDto predates the standard. Please note this for everything you write for us: no Lombok in new code. DTOs are Java records, and other classes get explicit constructors. This is coding standard CS-7, section 4, signed off by the Engineering Council in March; the legacy annotations will be removed opportunistically.",
        )
        .file("Write", "payments-service/src/main/java/com/acme/payments/refund/RefundRequest.java")
        .file("Write", "payments-service/src/main/java/com/acme/payments/refund/RefundResponse.java")
        .bash("./mvnw -Pci -q compile -pl payments-service", "[INFO] BUILD SUCCESS")
        .stop("RefundRequest and RefundResponse are now records; the module compiles."),
    planted: [{ kind: "instruction", keys: ["lombok"] }],
  },
  {
    id: "b163-boot-version",
    build: (s) =>
      s
        .user("Dependabot has opened PR #1843 bumping spring-boot-starter-parent from 3.2.5 to 3.3.4. What would break?")
        .bash(
          "git fetch origin pull/1843/head:pr-1843 && git checkout pr-1843 && ./mvnw -Pci -q verify 2>&1 | grep -E 'ERROR|FAIL' | head -5",
          "[ERROR] customer-profile-service: SecurityConfig.java:[41,17] cannot find symbol: method and()\n[ERROR] Tests run: 88, Failures: 4 (ledger-service JournalSerializationTest)\n[ERROR] BUILD FAILURE",
          1,
        )
        .assistant(
          "Two things break: SecurityConfig in customer-profile-service still uses the removed and() chaining of the Spring Security DSL, and four Jackson serialization tests in ledger-service fail on the new default for BigDecimal. Both are fixable, perhaps two days of work including regression testing.",
        )
        .user(
          "I have discussed this with the release manager, Caroline Dubois. Our decision: we stay on Spring Boot 3.2.x for the March release and close #1843 without merging. The move to 3.3 is deferred, and it is to be picked up as PLAT-3110 in sprint 16, once the March release has gone out.",
        )
        .bash(
          "gh pr close 1843 --comment 'Deferred to PLAT-3110 per release management.'",
          "✓ Closed pull request #1843 (Bump spring-boot-starter-parent from 3.2.5 to 3.3.4)",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["3.2"] },
      { kind: "task", keys: ["plat-3110"] },
    ],
  },
  {
    id: "b163-structured-logging",
    build: (s) =>
      s
        .file("Read", "order-service/src/main/resources/logback-spring.xml")
        .assistant(
          'The logback configuration uses the LogstashEncoder with a comment block that reads: \'<!-- NEVER log card numbers; ALWAYS mask PAN via PanMaskingConverter -->\'. The OrderService class, however, builds messages with string concatenation, for example log.info("Order " + orderId + " accepted").',
        )
        .user(
          'That is exactly why I asked you to look. Going forward, every log statement you write must pass values as structured arguments, StructuredArguments.kv("orderId", orderId) and friends, and not by concatenation or by {} placeholders alone; the Splunk dashboards that the operations centre depends on (owner: Luis Ortega) index only the JSON fields. Please convert OrderService now.',
        )
        .file("Edit", "order-service/src/main/java/com/acme/order/OrderService.java")
        .bash("./mvnw -Pci -q verify -pl order-service", "[INFO] Tests run: 412, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS")
        .stop("OrderService's eleven log statements now use StructuredArguments.kv; the build passes."),
    planted: [{ kind: "instruction", keys: ["structuredarguments"] }],
  },
  {
    id: "b163-kafka-nonprod",
    build: (s) =>
      s
        .user(
          "The consumer group for order-events in UAT shows a lag of several hundred thousand messages. Could you check which cluster the UAT profile actually points at?",
        )
        .bash(
          "grep -n 'bootstrap-servers' order-service/src/main/resources/application-uat.yml order-service/src/main/resources/application-sit.yml",
          "application-uat.yml:12:    bootstrap-servers: kafka-nonprod-02.acme.internal:9093\napplication-sit.yml:12:    bootstrap-servers: kafka-nonprod-02.acme.internal:9093",
        )
        .assistant(
          "Both UAT and SIT point at kafka-nonprod-02. Is it possible that the SIT load tests are producing to the same topic and the UAT consumers are processing SIT traffic?",
        )
        .user(
          "That is precisely it, and it is worth keeping in mind permanently: UAT and SIT share a single Kafka cluster, kafka-nonprod-02, and are separated only by the topic prefixes `uat.` and `sit.`. Someone has evidently configured the SIT load generator without the prefix; the performance team already know and are correcting it today, so no change on our side.",
        )
        .bash(
          "kafka-topics.sh --bootstrap-server kafka-nonprod-02.acme.internal:9093 --list | grep order-events",
          "order-events\nsit.order-events\nuat.order-events",
        )
        .stop("There is indeed an unprefixed order-events topic alongside sit.order-events and uat.order-events."),
    planted: [{ kind: "fact", keys: ["kafka-nonprod-02"] }],
  },
  {
    id: "b163-api-versioning",
    build: (s) =>
      s
        .user(
          "We need to settle the versioning question for the v3 refunds API before Frank's team in Partner Integrations starts consuming it. The options on the table in ADR-0039 are URI versioning (/api/v3/...) and media-type versioning (Accept: application/vnd.acme.v3+json). I lean towards the media type, for purity. What is your assessment?",
        )
        .file("Read", "docs/adr/0039-api-versioning.md")
        .assistant(
          "Media-type versioning is cleaner in principle, but our API gateway (Apigee) routes and rate-limits on path, the existing v1 and v2 APIs use URI versions, and the partner SDK generators handle path versions more reliably. I would recommend URI versioning for consistency and operability.",
        )
        .user(
          "Fine, you have convinced me, and Frank will be relieved. URI versioning it is; mark ADR-0039 as Accepted with that option, and list the gateway routing argument as the deciding factor.",
        )
        .file("Edit", "docs/adr/0039-api-versioning.md")
        .stop("ADR-0039 is now Accepted with URI versioning, citing Apigee's path-based routing."),
    planted: [{ kind: "decision", keys: ["uri versioning"] }],
  },
  {
    id: "b163-sonar-gate",
    build: (s) =>
      s
        .bash(
          "curl -s -u $SONAR_TOKEN: 'https://sonar.acme.internal/api/qualitygates/project_status?projectKey=order-service' | jq -r '.projectStatus.conditions[] | \"\\(.metricKey) \\(.actualValue) \\(.errorThreshold)\"'",
          "new_coverage 83.4 70\nnew_duplicated_lines_density 1.2 3\nnew_security_hotspots_reviewed 100 100",
        )
        .assistant("The order-service quality gate passes: new-code coverage is 83.4% against a threshold of 70%, duplication 1.2% against 3%.")
        .user(
          "Good. Since we are comfortably above it now, one item for the next sprint, please note it: raise the SonarQube new-code coverage threshold on order-service from 70 to 80 percent. I would do it today, but the gate is shared with the fulfilment team's project and I must first agree it with Maria Kowalski.",
        )
        .assistant("Noted for the next sprint; the gate's threshold is unchanged for now.")
        .stop(),
    planted: [{ kind: "task", keys: ["sonarqube", "80"] }],
  },
  {
    id: "b163-mapstruct",
    build: (s) =>
      s
        .user(
          "The mapping code between CustomerEntity and CustomerDto is a mess of hand-written setters, ModelMapper in some places and Dozer in the reporting module. I would like a single approach. Would you set out the options concisely?",
        )
        .bash("grep -rlE 'ModelMapper|DozerBeanMapper' --include=*.java . | grep -v /target/ | wc -l", "37")
        .assistant(
          "Thirty-seven files use ModelMapper or Dozer. Options: (1) MapStruct, compile-time generated mappers, type-safe, no reflection, fast; (2) ModelMapper everywhere, reflection-based and prone to silent mismatches; (3) hand-written mappers, explicit but verbose. I recommend MapStruct.",
        )
        .user(
          "MapStruct it is, for every entity-to-DTO mapping, with ModelMapper and Dozer to be removed as the modules are touched. Begin with customer-profile-service's CustomerMapper, please.",
        )
        .file("Write", "customer-profile-service/src/main/java/com/acme/cps/mapping/CustomerMapper.java")
        .bash("./mvnw -Pci -q verify -pl customer-profile-service", "[INFO] Tests run: 231, Failures: 0, Errors: 0, Skipped: 1\n[INFO] BUILD SUCCESS")
        .stop("CustomerMapper is now a MapStruct interface; the module builds and its 231 tests pass."),
    planted: [{ kind: "decision", keys: ["mapstruct"] }],
  },
  {
    id: "b163-branch-names",
    build: (s) =>
      s
        .bash(
          "git push -u origin refunds-endpoint",
          "remote: Rejected: branch name 'refunds-endpoint' does not match pattern ^(feature|bugfix|hotfix)/[A-Z]+-[0-9]+-[a-z0-9-]+$\nTo bitbucket.acme.internal:payments/payments-platform.git\n ! [remote rejected] refunds-endpoint -> refunds-endpoint (pre-receive hook declined)",
          1,
        )
        .assistant("The pre-receive hook rejected the push because of the branch name. Shall I rename the branch?")
        .user(
          "Yes. And for the future: branches are always named feature/<JIRA-KEY>-short-description, or bugfix/ or hotfix/ on the same pattern, with the ticket key in upper case. In this case feature/REF-77-refunds-endpoint.",
        )
        .bash(
          "git branch -m feature/REF-77-refunds-endpoint && git push -u origin feature/REF-77-refunds-endpoint",
          "To bitbucket.acme.internal:payments/payments-platform.git\n * [new branch]      feature/REF-77-refunds-endpoint -> feature/REF-77-refunds-endpoint",
        )
        .stop("The branch is renamed to feature/REF-77-refunds-endpoint and pushed."),
    planted: [{ kind: "instruction", keys: ["feature/", "jira-key"] }],
  },
  {
    id: "b163-catalogue-cache",
    build: (s) =>
      s
        .user(
          "Merchandising (Markus Brandt) complain that price changes take up to an hour to appear in the web shop. The catalogue cache TTL is currently 60 minutes. I am considering 5 minutes; on reflection that may overload the catalogue database at peak. What do we actually run Redis on in production?",
        )
        .bash(
          "az redis show -n acme-prod-cache -g rg-shop-prod --query '{sku:sku.name,family:sku.family,capacity:sku.capacity,version:redisVersion}'",
          '{\n  "capacity": 2,\n  "family": "P",\n  "sku": "Premium",\n  "version": "6.0"\n}',
        )
        .assistant(
          "Production uses Azure Cache for Redis, Premium tier, P2 (6 GB, Redis 6.0). Memory is not the constraint for a shorter TTL; the load on the catalogue database at cache expiry is. A 15-minute TTL would quarter the staleness while keeping the miss rate modest.",
        )
        .user(
          "Markus has agreed to 15 minutes. So the catalogue cache TTL becomes 15 minutes in all environments; please make the change in the shared configuration.",
        )
        .file("Edit", "catalogue-service/src/main/resources/application.yml")
        .bash("./mvnw -Pci -q verify -pl catalogue-service", "[INFO] BUILD SUCCESS")
        .stop(),
    planted: [
      { kind: "fact", keys: ["azure cache", "p2"] },
      { kind: "decision", keys: ["15 minutes"] },
    ],
  },
  {
    id: "b163-audit-evidence",
    build: (s) =>
      s
        .user("How many role assignments changed in the identity-admin service last quarter? A rough number will do.")
        .bash(
          "psql -h pg-idadmin-prod-ro -U readonly -c \"select count(*) from role_assignment_audit where changed_at >= '2026-07-01' and changed_at < '2026-10-01'\"",
          " count \n-------\n  4127\n(1 row)",
        )
        .assistant("There were 4,127 role-assignment changes between 1 July and 30 September.")
        .user(
          "Thank you. That reminds me: we still owe Internal Audit the full evidence export of those role changes for finding AUD-114, including the approver of each change, and it is due on 2 December. Not today; but please remind me of it at the start of next week.",
        )
        .stop("Noted."),
    planted: [{ kind: "task", keys: ["aud-114"] }],
  },
  {
    id: "b163-spotless",
    build: (s) =>
      s
        .bash(
          "git push",
          "remote: Build #5521 FAILED at stage 'Format check'\nremote: [ERROR] The following files had format violations:\nremote:   payments-service/src/main/java/com/acme/payments/refund/RefundController.java",
          1,
        )
        .assistant("The pipeline failed at the format check on RefundController.java. I can run the formatter and push again.")
        .user(
          "Please do, and take it as a standing rule: run `./mvnw spotless:apply` before every commit you prepare for me. The format check is the first stage of the pipeline and a failure there wastes a twenty-minute build slot that other teams are waiting for.",
        )
        .bash(
          "./mvnw -q spotless:apply && git commit -am 'REF-77 apply formatting' && git push",
          "[feature/REF-77-refunds-endpoint 4be19c2] REF-77 apply formatting\n 1 file changed, 6 insertions(+), 4 deletions(-)",
        )
        .stop("Formatting applied and pushed."),
    planted: [{ kind: "instruction", keys: ["spotless"] }],
  },
  {
    id: "b163-openapi-source",
    build: (s) =>
      s
        .user(
          "Partner Integrations have asked which OpenAPI document is authoritative for the invoices API. There is a docs/openapi.yaml in the repository; is it current?",
        )
        .bash(
          "git log -1 --format='%h %ad' -- docs/openapi.yaml && ls -la invoice-service/target/openapi/",
          "a71e0d3 Tue Mar 12 14:02:11 2024 +0100\n-rw-r--r-- 1 dev dev 48211 Nov 16 10:41 api.yaml",
        )
        .assistant(
          "docs/openapi.yaml was last modified in March 2024. The build generates a fresh spec from the controllers via springdoc into invoice-service/target/openapi/api.yaml.",
        )
        .user(
          "As I suspected. For the record then: the authoritative spec is the one generated from the code at build time into target/openapi/api.yaml, and docs/openapi.yaml is stale and has not been maintained since the v2 release. I shall tell the partners. Should we delete docs/openapi.yaml? Perhaps; let me ask Frank first whether any of his tooling still reads it.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["target/openapi"] }],
  },
  {
    id: "b163-keycloak-roles",
    build: (s) =>
      s
        .file("Read", "ledger-service/src/main/java/com/acme/ledger/security/JwtRoleConverter.java")
        .assistant(
          "JwtRoleConverter reads roles from the realm_access.roles claim and prefixes them with ROLE_. I cannot tell from the code which Keycloak realm issues the tokens; is the converter expected to read realm roles?",
        )
        .user(
          "It is not, and that is the bug in SEC-760. Our tokens are issued by Keycloak 24, realm `corp-apps`, and the application roles are client roles under resource_access.ledger-api.roles; the realm roles are only the corporate defaults. Please change the converter accordingly.",
        )
        .file("Edit", "ledger-service/src/main/java/com/acme/ledger/security/JwtRoleConverter.java")
        .bash(
          "./mvnw -Pci -q verify -pl ledger-service -Dtest=JwtRoleConverterTest",
          "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        )
        .assistant("The converter now reads resource_access.ledger-api.roles; its nine tests pass.")
        .user(
          "Good. There is a follow-up that must not be forgotten: once the realm upgrade has landed, the legacy ROLE_ prefix mappers in the other services need migrating as well. That is SEC-771, for later.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["corp-apps"] },
      { kind: "task", keys: ["sec-771"] },
    ],
  },
  {
    id: "b163-reconciliation-batch",
    build: (s) =>
      s
        .user(
          "The nightly reconciliation job (Spring Batch, reconciliation-batch module) took 3 h 40 min last night, which breached the 06:00 cut-off agreed with Treasury in SLA-TR-09. Please profile the step configuration.",
        )
        .file("Read", "reconciliation-batch/src/main/java/com/acme/recon/config/ReconJobConfig.java")
        .assistant(
          "The matching step commits every 50 items, so about 60,000 commits per night against the ledger database. Is the job triggered by the @Scheduled annotation I see commented out in ReconJobConfig, or externally?",
        )
        .user(
          "Externally: the job is launched at 02:30 CET by Control-M, and the commented-out @Scheduled is a relic. As to the chunk size, Tomasz and I agreed on 500 this morning; please set it to 500 and we will observe tonight's run.",
        )
        .file("Edit", "reconciliation-batch/src/main/java/com/acme/recon/config/ReconJobConfig.java")
        .bash("./mvnw -Pci -q verify -pl reconciliation-batch", "[INFO] Tests run: 42, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .stop("The matching step's chunk size is now 500; the module's tests pass."),
    planted: [
      { kind: "fact", keys: ["control-m"] },
      { kind: "decision", keys: ["chunk", "500"] },
    ],
  },
  {
    id: "b163-javadoc",
    build: (s) =>
      s
        .user("Please add a method to RefundService: cancelPending(UUID refundId), which moves a PENDING refund to CANCELLED and emits RefundCancelled.")
        .file("Edit", "payments-service/src/main/java/com/acme/payments/refund/RefundService.java")
        .bash("./mvnw -Pci -q verify -pl payments-service", "[INFO] Tests run: 203, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .assistant("cancelPending is implemented on RefundService and RefundServiceImpl, with two unit tests; the build passes.")
        .user(
          'Thank you. One matter of form, which I would like you to observe from now on: public methods on service interfaces carry Javadoc, and the Javadoc includes the originating ticket as an @see tag, e.g. `@see <a href="https://jira.acme.internal/browse/REF-77">REF-77</a>`. It makes the audit trail from code to requirement possible, which our regulators ask about every year.',
        )
        .file("Edit", "payments-service/src/main/java/com/acme/payments/refund/RefundService.java")
        .stop("Javadoc with the @see REF-77 link is added to cancelPending."),
    planted: [{ kind: "instruction", keys: ["javadoc", "@see"] }],
  },
  {
    id: "b163-gatling",
    build: (s) =>
      s
        .bash("curl -s -o /dev/null -w '%{http_code}' https://loadtest.acme.internal/health", "503")
        .assistant("The load test environment returns 503; the Gatling run for the refunds API cannot proceed at the moment.")
        .user(
          "Infrastructure told me it is being rebuilt until Thursday. So, for later: once the environment is back, we must re-run the Gatling suite against the refunds API at 4,000 TPS and attach the report to PERF-402; the change advisory board will not approve the go-live without it.",
        )
        .assistant("Understood; nothing more can be done on that today.")
        .stop(),
    planted: [{ kind: "task", keys: ["gatling"] }],
  },
  {
    id: "b163-transactional",
    build: (s) =>
      s
        .bash(
          "grep -rn '@Transactional' --include=*.java payments-service/src/main | grep -E 'Controller|Repository'",
          "payments-service/src/main/java/com/acme/payments/refund/RefundController.java:38:    @Transactional\npayments-service/src/main/java/com/acme/payments/core/PaymentRepository.java:22:    @Transactional(readOnly = true)",
        )
        .assistant(
          "Two @Transactional annotations sit outside the service layer: one on RefundController.create and one on PaymentRepository.findOpen. Should I remove them?",
        )
        .user(
          "Remove both. The principle, and please apply it to all code you write for us, is that transaction boundaries are declared with @Transactional at the service layer only; controllers and repositories do not declare it. This is section 6 of CS-7, and it exists because nested boundaries produced the double-commit incident INC-37712.",
        )
        .file("Edit", "payments-service/src/main/java/com/acme/payments/refund/RefundController.java")
        .file("Edit", "payments-service/src/main/java/com/acme/payments/core/PaymentRepository.java")
        .bash("./mvnw -Pci -q verify -pl payments-service", "[INFO] Tests run: 205, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .stop(),
    planted: [{ kind: "instruction", keys: ["@transactional"] }],
  },
  {
    id: "b163-gradle-proposal",
    build: (s) =>
      s
        .bash("./mvnw -Pci -q verify 2>&1 | tail -2", "[INFO] BUILD SUCCESS\n[INFO] Total time:  14:52 min")
        .assistant(
          "The full multi-module build takes almost 15 minutes. One option would be a migration to Gradle with its build cache; another is enabling the Maven build cache extension, which gives much of the same benefit without changing the build tool.",
        )
        .user(
          "Gradle is off the table; it was rejected in ADR-0012 and I have no appetite to reopen that with the Engineering Council. We will try the Maven build cache extension, with the remote cache on the Nexus instance. Please configure it in .mvn/extensions.xml.",
        )
        .file("Write", ".mvn/extensions.xml")
        .file("Write", ".mvn/maven-build-cache-config.xml")
        .bash("./mvnw -Pci -q verify 2>&1 | tail -1", "[INFO] Total time:  04:11 min")
        .stop("With the build cache extension, a second full build takes 4 minutes 11 seconds."),
    planted: [{ kind: "decision", keys: ["build cache"] }],
  },
  {
    id: "b163-secrets-vault",
    build: (s) =>
      s
        .user(
          "The Refinitiv API key for pricing-service is currently in application-prod.yml in plain text, which Security flagged in SEC-802. Where do secrets belong in this estate? I ask rhetorically; please confirm what the other services do.",
        )
        .bash(
          "grep -rln 'vault:' */src/main/resources/bootstrap*.yml",
          "ledger-service/src/main/resources/bootstrap.yml\npayments-service/src/main/resources/bootstrap.yml\ninvoice-service/src/main/resources/bootstrap.yml",
        )
        .assistant(
          "Ledger, payments and invoice services read their secrets from HashiCorp Vault via Spring Cloud Vault, under the path secret/data/<service>/<profile>.",
        )
        .user(
          "Correct. Please move the key to Vault in the same way, and hereafter never put a credential in a YAML file or an environment file in the repository; every secret goes into Vault under secret/data/<service>/<profile>. Separately, the rotation of that Refinitiv key is still outstanding; it has been exposed in Git history, so it must be rotated with the vendor, which I will chase under SEC-802 next week.",
        )
        .file("Edit", "pricing-service/src/main/resources/application-prod.yml")
        .file("Write", "pricing-service/src/main/resources/bootstrap.yml")
        .bash("./mvnw -Pci -q verify -pl pricing-service", "[INFO] BUILD SUCCESS")
        .stop(),
    planted: [
      { kind: "fact", keys: ["spring cloud vault"] },
      { kind: "instruction", keys: ["vault"] },
      { kind: "task", keys: ["rotat", "refinitiv"] },
    ],
  },
  {
    id: "b163-idempotency-key",
    build: (s) =>
      s
        .user(
          "For REF-77 we must prevent duplicate refunds when the partner retries. I had thought of a unique constraint on (payment_id, amount), but two legitimate partial refunds of the same amount would then collide; scratch that. What do you propose?",
        )
        .assistant(
          "An Idempotency-Key request header, as Stripe and Adyen use: the partner sends a UUID per logical request, we store it with the response for 24 hours in a refund_idempotency table, and a repeated key returns the stored response instead of creating a second refund.",
        )
        .user("Yes, the Idempotency-Key header with a 24-hour retention, exactly so. Please implement it.")
        .file("Write", "payments-service/src/main/java/com/acme/payments/refund/IdempotencyFilter.java")
        .file("Write", "payments-service/src/main/resources/db/migration/V202611161405__REF-77_refund_idempotency.sql")
        .bash("./mvnw -Pci -q verify -pl payments-service", "[INFO] Tests run: 211, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .assistant("Implemented; a purge of keys older than 24 hours is not yet scheduled.")
        .user("Leave the purge for now; it needs to be added as a Control-M job later, under REF-81, once operations have a slot.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency-key"] },
      { kind: "task", keys: ["purge", "ref-81"] },
    ],
  },
  {
    id: "b163-pr-reviewers",
    build: (s) =>
      s
        .bash(
          "gh pr create --title 'REF-77 refunds endpoint' --body-file /tmp/pr.md",
          "https://bitbucket.acme.internal/payments/payments-platform/pull-requests/1861",
        )
        .assistant("Pull request #1861 is open. Shall I add reviewers?")
        .user(
          "Please add Anjali and Sebastian. In general, every pull request touching payments-service needs two approvals, one of them from the payments chapter lead, who is currently Sebastian Hofer; please request him by default whenever you open one.",
        )
        .bash("gh pr edit 1861 --add-reviewer anjali.mehta,sebastian.hofer", "✓ Edited pull request #1861")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["sebastian"] },
      { kind: "fact", keys: ["chapter lead"] },
    ],
  },
  {
    id: "b163-dlq-decision",
    build: (s) =>
      s
        .user(
          "Messages that fail deserialization in the invoice consumer are currently logged and dropped. Options: a dead-letter topic per consumer, or a single shared DLQ. Initially I preferred the shared DLQ; having read Luis's operational concerns in OPS-1290 I have changed my mind: we shall have one dead-letter topic per consumer group, named <topic>.<group>.dlt.",
        )
        .file("Edit", "invoice-service/src/main/java/com/acme/invoice/kafka/KafkaConsumerConfig.java")
        .bash("./mvnw -Pci -q verify -pl invoice-service", "[INFO] BUILD SUCCESS")
        .assistant("The invoice consumer now publishes failed records via DeadLetterPublishingRecoverer to <topic>.<group>.dlt.")
        .user("Thank you. Alerting on those topics still needs to be configured in Grafana; next sprint.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["dead-letter", "per consumer"] },
      { kind: "task", keys: ["alerting", "grafana"] },
    ],
  },
  {
    id: "b163-time-zone",
    build: (s) =>
      s
        .bash("oc exec deploy/ledger-service -n ledger-prod -- date", "Mon Nov 16 10:02:44 UTC 2026")
        .assistant("The production containers run in UTC, while Control-M schedules are expressed in CET.")
        .user(
          "Yes, and persisted timestamps in every database are stored as UTC too (timestamptz); conversion to Europe/Berlin happens only in the reporting layer. Keep it in mind whenever you touch date logic: never use LocalDateTime in entities, always Instant or OffsetDateTime.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["utc", "timestamptz"] },
      { kind: "instruction", keys: ["localdatetime"] },
    ],
  },
  {
    id: "b163-pagination",
    build: (s) =>
      s
        .user(
          "GET /api/v3/refunds will return potentially many thousands of rows for the large marketplaces. Offset pagination or keyset (cursor) pagination? Frank's SDK currently assumes page and size parameters.",
        )
        .bash(
          'psql -h pg-payments-uat -U payments_app -c "explain analyze select * from refund order by created_at desc offset 200000 limit 50" | tail -2',
          " Planning Time: 0.211 ms\n Execution Time: 1843.552 ms",
        )
        .assistant(
          "With offset 200,000 the query takes 1.8 seconds even with the index, because the database must walk every skipped row. Keyset pagination on (created_at, refund_id) with an opaque cursor keeps each page at a few milliseconds regardless of depth.",
        )
        .user(
          "The numbers speak for themselves. We go with keyset pagination using an opaque cursor for the v3 refunds listing; Frank's SDK will have to adapt. I will write to him, and the SDK change itself is his team's work, tracked as PI-330 for their next increment.",
        )
        .file("Edit", "payments-service/src/main/java/com/acme/payments/refund/RefundQueryController.java")
        .bash("./mvnw -Pci -q verify -pl payments-service", "[INFO] BUILD SUCCESS")
        .stop(),
    planted: [
      { kind: "decision", keys: ["keyset"] },
      { kind: "task", keys: ["pi-330"] },
    ],
  },
  {
    id: "b163-handover-list",
    build: (s) =>
      s
        .user(
          "I am on leave from Friday. Before I go, here is what remains open and what must not be lost, in order of priority:\n1. The PSD2 strong customer authentication exemptions for recurring refunds still need to be implemented in payments-service (PSD-118); the regulator's deadline is 31 January.\n2. The ledger-service read replica, pg-ledger-prod-ro, lags the primary by up to 90 seconds at month end, so nothing that needs read-your-writes may go to it.\n3. Someone has to renew the TLS certificate for api.partners.acme.com before 14 December; it is issued manually via the Sectigo portal.\nCould you check the expiry date of that certificate, to be sure?",
        )
        .bash(
          "echo | openssl s_client -connect api.partners.acme.com:443 -servername api.partners.acme.com 2>/dev/null | openssl x509 -noout -enddate",
          "notAfter=Dec 14 23:59:59 2026 GMT",
        )
        .assistant("The certificate for api.partners.acme.com expires on 14 December 2026 at 23:59:59 GMT, which matches your note.")
        .user("Thank you. That is all for today.")
        .stop(),
    planted: [
      { kind: "task", keys: ["psd-118"] },
      { kind: "fact", keys: ["pg-ledger-prod-ro", "90 seconds"] },
      { kind: "task", keys: ["certificate", "sectigo"] },
    ],
  },
  {
    id: "b163-hexagonal-packages",
    build: (s) =>
      s
        .user("Please create the package structure for the new dispute-service module, DSP-1.")
        .bash("ls payments-service/src/main/java/com/acme/payments/", "adapter\napplication\ndomain\nconfig")
        .assistant(
          "payments-service follows a hexagonal layout: domain (entities and ports), application (use cases), adapter (web, persistence, messaging) and config. Shall I mirror that for dispute-service?",
        )
        .user(
          "Yes, that is our reference architecture since ADR-0030, and new modules follow it: domain must not depend on Spring at all, adapters depend inwards only. Incidentally I should like ArchUnit to enforce that rule in every module's test suite, but that is a separate piece of work for after the dispute MVP; put it on the list as ARCH-44.",
        )
        .file("Write", "dispute-service/src/main/java/com/acme/dispute/domain/package-info.java")
        .file("Write", "dispute-service/src/main/java/com/acme/dispute/application/package-info.java")
        .file("Write", "dispute-service/src/main/java/com/acme/dispute/adapter/package-info.java")
        .stop("dispute-service has the domain, application, adapter and config packages."),
    planted: [
      { kind: "instruction", keys: ["hexagonal"] },
      { kind: "task", keys: ["archunit"] },
    ],
  },
  {
    id: "b163-currency-bigdecimal",
    build: (s) =>
      s
        .file("Read", "pricing-service/src/main/java/com/acme/pricing/fx/FxConversion.java")
        .assistant(
          "FxConversion multiplies amounts as double and rounds with Math.round, which loses precision for JPY and KWD. Monetary amounts elsewhere use BigDecimal with the currency's minor units from java.util.Currency.",
        )
        .user(
          "quite right, and i'm typing on my phone so forgive the brevity: money is BigDecimal everywhere, rounding HALF_EVEN, scale from Currency.getDefaultFractionDigits. no doubles for amounts ever. pls fix FxConversion accordingly",
        )
        .file("Edit", "pricing-service/src/main/java/com/acme/pricing/fx/FxConversion.java")
        .bash("./mvnw -Pci -q verify -pl pricing-service", "[INFO] Tests run: 171, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .stop("FxConversion now uses BigDecimal with HALF_EVEN rounding at the currency's default fraction digits."),
    planted: [{ kind: "instruction", keys: ["half_even"] }],
  },
  {
    id: "b163-oracle-sequence",
    build: (s) =>
      s
        .bash(
          "./mvnw -Pci -q verify -pl invoice-service -Dit.test=InvoiceNumberIT",
          "[ERROR] InvoiceNumberIT.numbersAreGapless:57 expected: <1002> but was: <1021>",
          1,
        )
        .assistant(
          "The invoice numbers skip from 1001 to 1021. Could the sequence be cached? An Oracle sequence with CACHE 20 loses its cached values on instance restart.",
        )
        .user(
          "Your guess is right; I checked with Tomasz. INVOICE_NO_SEQ is defined with CACHE 20 on the RAC, and across the two RAC nodes numbers are neither gapless nor strictly ordered. That is a confirmed property of the database, and German tax law (GoBD) requires gapless invoice numbers, which is why we have decided to allocate invoice numbers from a locked counter table, invoice_number_counter, instead of the sequence.",
        )
        .file("Write", "invoice-service/src/main/resources/db/migration/V202611161520__INV-2240_invoice_number_counter.sql")
        .file("Edit", "invoice-service/src/main/java/com/acme/invoice/numbering/InvoiceNumberAllocator.java")
        .bash(
          "./mvnw -Pci -q verify -pl invoice-service -Dit.test=InvoiceNumberIT",
          "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["invoice_no_seq", "cache 20"] },
      { kind: "decision", keys: ["invoice_number_counter"] },
    ],
  },
  {
    id: "b163-feature-flags",
    build: (s) =>
      s
        .user(
          "The refunds endpoint must be dark-launched. We have, as far as I know, three mechanisms in circulation: Spring profiles, a homegrown FeatureToggle table in customer-profile-service, and Unleash, which Platform Engineering operates. Which is in use where?",
        )
        .bash(
          "grep -rl 'io.getunleash' --include=pom.xml . ; grep -rl 'FeatureToggleRepository' --include=*.java . | head -2",
          "./order-service/pom.xml\n./catalogue-service/pom.xml\n./customer-profile-service/src/main/java/com/acme/cps/toggle/FeatureToggleRepository.java",
        )
        .assistant(
          "Unleash is used by order-service and catalogue-service; customer-profile-service uses its own FeatureToggle table. I would suggest Unleash for the refunds endpoint, as it is centrally operated and supports gradual rollout by partner id.",
        )
        .user("Agreed. Unleash for refunds, with a strategy on partnerId. Please proceed.")
        .file("Edit", "payments-service/pom.xml")
        .file("Edit", "payments-service/src/main/java/com/acme/payments/refund/RefundController.java")
        .bash("./mvnw -Pci -q verify -pl payments-service", "[INFO] BUILD SUCCESS")
        .stop(),
    planted: [{ kind: "decision", keys: ["unleash"] }],
  },
  {
    id: "b163-nexus-proxy",
    build: (s) =>
      s
        .bash(
          "./mvnw -Pci -q dependency:resolve -pl dispute-service",
          "[ERROR] Failed to collect dependencies: Could not transfer artifact org.springframework.boot:spring-boot-starter-web:pom:3.2.5 from/to central (https://repo.maven.apache.org/maven2): Connect timed out",
          1,
        )
        .assistant(
          "Dependency resolution fails because the build tries to reach Maven Central directly. The other modules resolve through a mirror defined in ~/.m2/settings.xml, which this module's build seems to bypass.",
        )
        .user(
          "There is no direct internet access from any machine in the bank's network; every artifact comes through the Nexus proxy at https://nexus.acme.internal/repository/maven-public/. The new module's pom declares its own <repositories> block, which overrides the mirror. Remove it.",
        )
        .file("Edit", "dispute-service/pom.xml")
        .bash("./mvnw -Pci -q dependency:resolve -pl dispute-service", "[INFO] BUILD SUCCESS")
        .stop("With the repositories block removed, dispute-service resolves its dependencies through the Nexus mirror."),
    planted: [{ kind: "fact", keys: ["nexus", "maven-public"] }],
  },
  {
    id: "b163-commit-messages",
    build: (s) =>
      s
        .bash("git log --oneline -3", "4be19c2 REF-77 apply formatting\n0c3f1aa fix stuff\n91ac3e0 REF-77 idempotency filter")
        .assistant("One commit on the branch, 0c3f1aa, has the message 'fix stuff' and no ticket key. Should I reword it?")
        .user(
          "Please do. I should have said so at the outset: every commit message begins with the ticket key followed by a space and an imperative summary, e.g. 'REF-77 Validate refund currency'. The release notes generator (owned by Caroline's release team) groups commits by that key, and anything without it disappears from the notes.",
        )
        .bash(
          "git rebase -i --exec true HEAD~2 && git commit --amend -m 'REF-77 Reject refunds above the captured amount'",
          "[feature/REF-77-refunds-endpoint 3a9d771] REF-77 Reject refunds above the captured amount",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit message", "ticket key"] }],
  },
  {
    id: "b163-ci-parallel",
    build: (s) =>
      s
        .user(
          "Jenkins build times for the monorepo are now 38 minutes on average, per the DevEx dashboard. Henrik's team is complaining. Would parallel test execution in Surefire help?",
        )
        .file("Read", "Jenkinsfile")
        .assistant(
          "Surefire's forkCount=1C would run test classes in parallel JVMs. However, the integration tests share one Testcontainers PostgreSQL per JVM and some reset the schema in @BeforeAll, so they would interfere. The unit tests could be parallelised safely; the ITs would need isolation first.",
        )
        .user(
          "Then we do this in two steps. Today: forkCount=1C for the unit tests only, via the ci profile. The isolation of the integration tests, one schema per fork, is a job for January; I want it recorded as DEVEX-512 so that it is not forgotten.",
        )
        .file("Edit", "pom.xml")
        .bash("./mvnw -Pci -q verify 2>&1 | tail -1", "[INFO] Total time:  09:47 min")
        .stop("With forkCount=1C for unit tests, the full build takes 9 minutes 47 seconds locally."),
    planted: [
      { kind: "decision", keys: ["forkcount"] },
      { kind: "task", keys: ["devex-512"] },
    ],
  },
  {
    id: "b163-dependency-check",
    build: (s) =>
      s
        .bash(
          "./mvnw -q org.owasp:dependency-check-maven:check -pl payments-service",
          "[WARNING] One or more dependencies were identified with known vulnerabilities in payments-service:\n[WARNING] jackson-databind-2.15.3.jar (CVE-2023-35116) : MEDIUM\n[WARNING] snakeyaml-2.0.jar (CVE-2022-1471) : HIGH",
        )
        .assistant(
          "Two findings: CVE-2023-35116 in jackson-databind (medium, disputed by the maintainers) and CVE-2022-1471 in SnakeYAML 2.0 (high). The SnakeYAML one concerns the Constructor class, which Spring Boot 3 does not use for configuration.",
        )
        .user(
          "For SnakeYAML, pin 2.2 in the dependency management of the parent POM now. For the Jackson finding, we have agreed with the CISO office, Nadia Haddad, to suppress it in dependency-check-suppressions.xml with a reference to risk acceptance RA-2026-19, rather than upgrading Jackson outside the Boot BOM.",
        )
        .file("Edit", "pom.xml")
        .file("Edit", "config/owasp/dependency-check-suppressions.xml")
        .bash("./mvnw -q org.owasp:dependency-check-maven:check -pl payments-service", "[INFO] No vulnerabilities found")
        .stop(),
    planted: [{ kind: "decision", keys: ["suppress", "ra-2026-19"] }],
  },
  {
    id: "b163-uat-reset",
    build: (s) =>
      s
        .user("The UAT payments database seems to have been wiped overnight; the test partners' refunds are gone. What happened?")
        .bash(
          'psql -h pg-payments-uat -U payments_app -c "select min(created_at) from payment"',
          "          min           \n------------------------\n 2026-11-15 22:01:07+00\n(1 row)",
        )
        .assistant("The oldest payment in UAT dates from 22:01 UTC yesterday, so the data was indeed replaced then. I do not know what ran at that time.")
        .user(
          "I have just had it from the environments team: UAT databases are refreshed from an anonymised production snapshot every Sunday at 22:00 UTC, and that is deliberate. Unpleasant for the partners, but a fixed fact of life. Please tell Frank's test partners that they need to re-seed; actually, I shall do that myself.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["sunday", "22:00"] }],
  },
  {
    id: "b163-agent-proposal-accepted",
    build: (s) =>
      s
        .file("Read", "order-service/src/main/java/com/acme/order/OrderStatusPoller.java")
        .assistant(
          "OrderStatusPoller polls the fulfilment API every 10 seconds for every open order, roughly 40,000 requests an hour. The fulfilment system (Manhattan WMS) can send webhooks on status change. I propose replacing the poller with a webhook receiver, verified with an HMAC signature, keeping a reduced hourly poll as a safety net for missed events.",
        )
        .user(
          "That is a substantial improvement; accepted as proposed, webhook plus an hourly reconciliation poll. Maria confirms her team can configure the WMS side. I should also like the shared HMAC secret for the WMS webhook to be requested from Security; that is something I will need to do next week, remind me.",
        )
        .file("Write", "order-service/src/main/java/com/acme/order/fulfilment/WmsWebhookController.java")
        .bash("./mvnw -Pci -q verify -pl order-service", "[INFO] Tests run: 419, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS")
        .stop(),
    planted: [
      { kind: "decision", keys: ["webhook", "hourly"] },
      { kind: "task", keys: ["hmac", "secret"] },
    ],
  },
  {
    id: "b163-sql-review",
    build: (s) =>
      s
        .user(
          "Please add a native query to InvoiceRepository for the overdue-invoices report (INV-2245): invoices past due date by more than 30 days, grouped by payer.",
        )
        .file("Edit", "invoice-service/src/main/java/com/acme/invoice/InvoiceRepository.java")
        .assistant("I have added findOverdueByPayer as a native query with a @Query annotation; it uses the existing index on (status, due_date).")
        .user(
          "Thank you. A standing point: any native SQL that runs against the Oracle production schemas has to be reviewed by the DBA group before merge, so add the label `dba-review` to the pull request whenever you introduce or change one. Tomasz's team processes the label queue daily.",
        )
        .bash("gh pr edit 1866 --add-label dba-review", "✓ Edited pull request #1866")
        .stop(),
    planted: [{ kind: "instruction", keys: ["dba-review"] }],
  },
  {
    id: "b163-rate-limit",
    build: (s) =>
      s
        .user("What rate limit does the partner API gateway impose on the refunds endpoint?")
        .bash("apigeecli apis get -n partner-refunds-v3 --rev 4 | jq '.policies[] | select(.name==\"SpikeArrest\") | .rate'", '"100ps"')
        .assistant("The partner-refunds-v3 proxy has a SpikeArrest policy of 100 requests per second.")
        .user(
          "I see. For context, Apigee is owned by the API platform team under Olga Petrenko, and any change to the quota goes through their change request form, not through us. Fine. I had thought of raising it to 200, but we will wait and see what the load test says.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["apigee", "olga"] }],
  },
  {
    id: "b163-notification-broker",
    build: (s) =>
      s
        .user(
          "For the new notification-service (NOTIF-3), which sends e-mail and SMS on refund status changes, we shall use RabbitMQ with a topic exchange; it suits fan-out to channels well. Please scaffold the consumer configuration accordingly.",
        )
        .bash("oc get svc -A | grep -Ei 'rabbit|amqp' ; echo exit=$?", "exit=1")
        .assistant(
          "There is no RabbitMQ service in any namespace of the OpenShift cluster, and the platform service catalogue lists only Kafka as a managed broker. Running RabbitMQ ourselves would make the payments team responsible for operating it.",
        )
        .user(
          "Then I withdraw that. Anjali has confirmed Platform Engineering will not support a second broker, so notification-service consumes refund status events from Kafka, like everything else, with one consumer group per channel.",
        )
        .file("Write", "notification-service/src/main/java/com/acme/notification/config/KafkaConsumerConfig.java")
        .bash("./mvnw -Pci -q compile -pl notification-service", "[INFO] BUILD SUCCESS")
        .stop(),
    planted: [{ kind: "decision", keys: ["kafka", "notification"] }],
  },
  {
    id: "b163-ledger-approval",
    build: (s) =>
      s
        .user(
          "I see you altered the journal_entry table's index in your last change without asking. It was harmless this time, but the ledger schema is subject to SOX controls (control ITGC-14). From now on, before any DDL on the ledger schema, present me the migration and wait for my explicit approval; do not write it into the migration folder until I have said yes.",
        )
        .bash(
          "git diff --stat HEAD~1 -- ledger-service/src/main/resources/db/migration",
          " .../V202611160955__LED-1190_journal_entry_idx.sql | 3 +++\n 1 file changed, 3 insertions(+)",
        )
        .assistant("Understood. The change in question is V202611160955, which adds an index on journal_entry(posting_date). Would you like me to revert it?")
        .user("No, it may stay; I have reviewed it now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ddl", "approval"] }],
  },
  {
    id: "b163-on-call",
    build: (s) =>
      s
        .user("Who should I page if the outbox relay stops publishing at night?")
        .bash(
          "curl -s -H \"Authorization: Token token=$PD_TOKEN\" 'https://api.pagerduty.com/schedules?query=ledger' | jq -r '.schedules[].name'",
          "Ledger Platform - Primary\nLedger Platform - Secondary",
        )
        .assistant("PagerDuty has two ledger schedules, Ledger Platform Primary and Secondary. Is the relay covered by them, or by the payments rota?")
        .user(
          "By the ledger rota: the outbox relay is part of ledger-service, and out-of-hours incidents for ledger-service go to the 'Ledger Platform - Primary' schedule in PagerDuty, escalating to Secondary after 15 minutes. That has been so since the ledger team was formed.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["pagerduty", "ledger platform"] }],
  },
  {
    id: "b163-empty-steering",
    build: (s) =>
      s
        .user(
          "Good afternoon. I have the steering committee at 15:00 with the CFO's office; could you summarise in three sentences what changed in ledger-service since the last release tag?",
        )
        .bash("git log --oneline release/2026.10..HEAD -- ledger-service | wc -l", "31")
        .assistant(
          "Thirty-one commits since release/2026.10: the payment outbox (LED-1184), the JWT role converter fix (SEC-760) and dependency updates. No schema changes beyond the outbox table.",
        )
        .user("Splendid, that is all I need. Thank you.")
        .stop("You're welcome."),
    planted: [],
  },
  {
    id: "b163-empty-flaky",
    build: (s) =>
      s
        .bash(
          "./mvnw -Pci -q verify -pl order-service -Dtest=OrderTimeoutTest",
          "[ERROR] OrderTimeoutTest.expiresAfterThirtyMinutes:44 expected: <EXPIRED> but was: <PENDING>\n[WARN] // TODO: this test must always run with a fixed Clock, never the system clock",
          1,
        )
        .user("Is that test flaky, or have we broken something? It passed this morning.")
        .assistant("It may be a clock issue: the test uses Clock.systemUTC() despite the TODO comment, so it may depend on when it runs. I am not certain yet.")
        .user("Perhaps. Could you run it three more times to see whether it fails consistently?")
        .bash(
          "for i in 1 2 3; do ./mvnw -Pci -q test -pl order-service -Dtest=OrderTimeoutTest | tail -1; done",
          "[INFO] BUILD SUCCESS\n[INFO] BUILD SUCCESS\n[ERROR] BUILD FAILURE",
        )
        .assistant("It passed twice and failed once, so it is intermittent.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-typo",
    build: (s) =>
      s
        .user("There is a typo in the error message of RefundController: 'Refund ammount exceeds captured amount'. Please fix it.")
        .file("Edit", "payments-service/src/main/java/com/acme/payments/refund/RefundController.java")
        .assistant("Fixed: the message now reads 'Refund amount exceeds captured amount'.")
        .user("And run the payments tests, please.")
        .bash("./mvnw -Pci -q verify -pl payments-service", "[INFO] Tests run: 211, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS")
        .assistant("All 211 tests pass.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-kafka-question",
    build: (s) =>
      s
        .user("A question of understanding, not a request: what is the difference between acks=all and min.insync.replicas, and do we need both?")
        .assistant(
          "acks=all makes the producer wait for every in-sync replica; min.insync.replicas sets how many replicas must be in sync for the write to be accepted. Together they determine durability: acks=all with min.insync.replicas=2 on a three-broker cluster tolerates one broker failure without losing acknowledged writes.",
        )
        .user("And if min.insync.replicas were 1?")
        .assistant(
          "Then acks=all could be satisfied by the leader alone, and an acknowledged write could be lost if the leader failed before the followers caught up.",
        )
        .user("Clear. Thank you, that settles my confusion from the ARB discussion.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-logs",
    build: (s) =>
      s
        .user("Please show me the last errors from invoice-service in UAT.")
        .bash(
          "oc logs deploy/invoice-service -n inv-uat --since=1h | grep ERROR | tail -3",
          "ERROR c.a.i.InvoiceJob - Retry budget exhausted; this job must never be re-run manually\nERROR c.a.i.InvoiceJob - ALWAYS check the payer mapping before reprocessing\nERROR o.h.e.j.s.SqlExceptionHelper - ORA-00054: resource busy and acquire with NOWAIT specified",
        )
        .assistant(
          "Three errors in the last hour: the invoice job exhausted its retry budget, and an ORA-00054 lock contention. The other two lines are the job's own warning texts.",
        )
        .user("Hmm, could the ORA-00054 be caused by the index creation from this morning? I am only guessing.")
        .assistant("That is plausible, since creating an index without ONLINE takes an exclusive lock, but I cannot confirm it from these logs.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-withdrawn",
    build: (s) =>
      s
        .user(
          "I have been thinking we might split customer-profile-service into a read service and a write service, CQRS-style. Could you estimate the effort?",
        )
        .bash("find customer-profile-service/src/main -name '*.java' | wc -l", "184")
        .assistant(
          "There are 184 source files. A split would involve separating the query repositories and the event projection, perhaps three to four weeks for one developer.",
        )
        .user("Actually no, scratch that; it is far too much for this quarter and the ARB would never approve it without a business case. Forget I asked.")
        .assistant("Understood, I will not pursue it.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-status",
    build: (s) =>
      s
        .user("Where do we stand on the refunds endpoint?")
        .bash(
          "git log --oneline -5 feature/REF-77-refunds-endpoint",
          "4be19c2 REF-77 apply formatting\n91ac3e0 REF-77 idempotency filter\n7d2b118 REF-77 records for request/response\n55f0a2e REF-77 controller and service\n1e09bb4 REF-77 skeleton",
        )
        .assistant(
          "Five commits on the branch: the skeleton, controller and service, records for the request and response, the idempotency filter, and a formatting commit. The pull request is open with two reviewers.",
        )
        .user("Good progress. Anything blocking?")
        .assistant("Nothing at present; the reviews are pending.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-chitchat",
    build: (s) =>
      s
        .user("Before we begin: I have just returned from the Spring I/O conference in Barcelona. The talk on GraalVM native images was rather impressive.")
        .assistant(
          "That sounds like a worthwhile conference. Native images can cut startup time dramatically, though reflection-heavy libraries need extra configuration.",
        )
        .user("Indeed. Would it help our start-up times on OpenShift, do you think? I am merely curious.")
        .assistant(
          "Possibly for the smaller services; the larger ones rely on Hibernate and MapStruct, which work with native images but need testing. It would be an experiment rather than a quick win.",
        )
        .user("Interesting. Let us get on with the real work; show me the open pull requests.")
        .bash(
          "gh pr list --state open --limit 3",
          "1861  REF-77 refunds endpoint  feature/REF-77-refunds-endpoint\n1858  INV-2231 payer index    feature/INV-2231-payer-index",
        )
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-config-quote",
    build: (s) =>
      s
        .user("What does our checkstyle configuration say about imports?")
        .bash(
          "grep -A3 -i 'import' config/checkstyle/checkstyle.xml | head -8",
          '<!-- Imports: never use wildcard imports; always order static imports first -->\n<module name="AvoidStarImport"/>\n<module name="CustomImportOrder">\n  <property name="customImportOrderRules" value="STATIC###THIRD_PARTY_PACKAGE"/>',
        )
        .assistant("The checkstyle configuration forbids wildcard imports (AvoidStarImport) and orders static imports before third-party packages.")
        .user("Is that enforced in the pipeline or only locally?")
        .assistant("I cannot tell from this file alone; the Jenkinsfile or the parent POM would show whether the plugin is bound in the pipeline.")
        .user("Never mind, it is not important right now.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-rename",
    build: (s) =>
      s
        .user("Please rename the method calcTot to calculateTotal in InvoiceCalculator and all its callers.")
        .bash(
          "grep -rl 'calcTot' --include=*.java invoice-service/src",
          "invoice-service/src/main/java/com/acme/invoice/InvoiceCalculator.java\ninvoice-service/src/main/java/com/acme/invoice/InvoiceService.java\ninvoice-service/src/test/java/com/acme/invoice/InvoiceCalculatorTest.java",
        )
        .file("Edit", "invoice-service/src/main/java/com/acme/invoice/InvoiceCalculator.java")
        .file("Edit", "invoice-service/src/main/java/com/acme/invoice/InvoiceService.java")
        .assistant("Renamed in InvoiceCalculator, InvoiceService and the test. Shall I also update the Javadoc references?")
        .user("Yes, do that as well, and then we are finished for today.")
        .stop("Done; the Javadoc references are updated too."),
    planted: [],
  },
  {
    id: "b163-empty-hypothesis",
    build: (s) =>
      s
        .user(
          "Memory usage of ledger-service in production climbs steadily from about 1.2 GB to 1.9 GB over the week. I wonder whether the outbox relay is leaking; it holds a list of published ids, if I remember correctly.",
        )
        .bash(
          "oc adm top pod -n ledger-prod -l app=ledger-service",
          "NAME                              CPU(cores)   MEMORY(bytes)\nledger-service-7c9f8d6b5-2xkqp    212m         1874Mi\nledger-service-7c9f8d6b5-9mzlr    198m         1862Mi",
        )
        .assistant(
          "Both pods are at about 1.87 GB. It could be the relay, or simply the heap growing towards -Xmx before a full GC; without a heap dump I cannot tell which.",
        )
        .user("Could we take a heap dump without restarting?")
        .assistant(
          "Yes, jcmd <pid> GC.heap_dump inside the container, though it pauses the JVM for several seconds; on a production pod during business hours that may not be advisable.",
        )
        .user("Then not now. Let me think about it over the weekend.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-explain",
    build: (s) =>
      s
        .user("Could you explain what the @Version field on PaymentEntity does? A junior colleague asked me and I want to give a precise answer.")
        .file("Read", "payments-service/src/main/java/com/acme/payments/core/PaymentEntity.java")
        .assistant(
          "It enables optimistic locking in JPA: Hibernate includes the version in the UPDATE's WHERE clause and increments it, and if another transaction has changed the row in the meantime the update affects no rows and an OptimisticLockException is thrown.",
        )
        .user("And would a simple retry help the caller?")
        .assistant("Usually yes: re-reading the entity picks up the new version, and the repeated update then succeeds unless yet another writer intervenes.")
        .user("Excellent, thank you; that is exactly the level of detail I wanted.")
        .stop(),
    planted: [],
  },
  {
    id: "b163-empty-ci-output",
    build: (s) =>
      s
        .user("Show me why last night's pipeline on develop went red.")
        .bash(
          "curl -s https://jenkins.acme.internal/job/payments-platform/job/develop/lastBuild/consoleText | grep -E 'FAIL|WARN' | tail -3",
          "[WARN] Deprecated: this job must always pin the agent label; never use 'any'\n[WARN] TODO(devex): migrate to declarative pipeline\n[FAIL] Stage 'Integration tests' failed: ledger-service JournalRepositoryIT (container start timeout)",
        )
        .assistant(
          "The integration-test stage failed on JournalRepositoryIT with a container start timeout; the two warnings are boilerplate from the shared pipeline library.",
        )
        .user("A transient infrastructure problem, then? Please re-trigger it.")
        .bash("curl -s -X POST https://jenkins.acme.internal/job/payments-platform/job/develop/build", "")
        .assistant("Re-triggered; build #5530 is queued.")
        .stop(),
    planted: [],
  },
];

export const BLIND163 = plantedSet(BLIND163_SESSIONS, Date.UTC(2026, 10, 16, 9));
