/**
 * Blind planted set 127 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Java/Spring Boot developer at a bank under strict change management; formal, cites
 * CHG/PAY ticket numbers and compliance rules (SOX, PCI-DSS), asks the agent to note decisions
 * for the audit trail; Maven, Flyway, Oracle, Kafka, Spring Security.
 * Each session is one segment; the items planted in it are listed with it: 71 items (17 decisions, 19 instructions,
 * 19 facts, 16 tasks) in 52 sessions, 14 of which plant nothing (61 user/assistant messages between them). Every other message
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

export const BLIND127_SESSIONS: BlindSession[] = [
  {
    id: "b127-flyway-baseline",
    build: (s) =>
      s
        .user(
          "Good morning. Under ticket CHG-48213 I need the Flyway migration for the new STANDING_ORDER_AUDIT table. Please note for the audit trail: we have decided that all schema changes go through Flyway versioned migrations only; the repeatable R__ scripts are no longer permitted in the payments-core repository.",
        )
        .file("Read", "payments-core/src/main/resources/db/migration/V212__add_beneficiary_idx.sql")
        .file("Write", "payments-core/src/main/resources/db/migration/V213__standing_order_audit.sql")
        .bash(
          "mvn -q -pl payments-core flyway:validate -Dflyway.configFiles=flyway-dev.conf",
          "[INFO] Successfully validated 213 migrations (execution time 00:00.412s)",
        )
        .assistant("V213__standing_order_audit.sql is written and validates against the dev schema. Shall I also add the rollback script under db/rollback?")
        .user("Yes please, the CAB requires a rollback script for every DDL change.")
        .file("Write", "payments-core/src/main/resources/db/rollback/U213__standing_order_audit.sql")
        .stop("Rollback script U213 added next to the migration."),
    planted: [
      { kind: "decision", keys: ["flyway", "repeatable"] },
      { kind: "instruction", keys: ["rollback script", "ddl"] },
    ],
  },
  {
    id: "b127-oracle-sequence-cache",
    build: (s) =>
      s
        .user("PAY-7731: the duplicate key on PAYMENT_INSTRUCTION in UAT. Could it be the sequence? I am not certain.")
        .bash(
          "sqlplus -s app_ro@UATPAY <<< \"select sequence_name, cache_size, order_flag from user_sequences where sequence_name='PAYMENT_INSTR_SEQ';\"",
          "SEQUENCE_NAME        CACHE_SIZE O\n-------------------- ---------- -\nPAYMENT_INSTR_SEQ            20 N",
        )
        .assistant(
          "The sequence is cached with NOORDER on a two-node RAC, so each node hands out its own block of 20. That alone gives gaps, not duplicates. The duplicate comes from PaymentInstructionRepository.saveLegacy(), which computes max(id)+1 itself instead of using the sequence.",
        )
        .file("Read", "payments-core/src/main/java/com/bank/payments/repo/PaymentInstructionRepository.java")
        .user(
          "Understood, that matches what the DBA said. So for the record: the UAT duplicates on PAYMENT_INSTRUCTION are caused by saveLegacy computing max(id)+1. Fixing it is not in this change window though; raise it as a follow-up, we remove saveLegacy in the Q1 release under CHG-48890.",
        )
        .stop("Noted. No code changed in this session."),
    planted: [
      { kind: "fact", keys: ["savelegacy", "max(id)"] },
      { kind: "task", keys: ["savelegacy", "chg-48890"] },
    ],
  },
  {
    id: "b127-empty-greeting",
    build: (s) =>
      s
        .user("Good afternoon. Before we start, can you tell me which JDK the build container uses?")
        .bash("docker run --rm registry.bank.internal/build/maven:3.9-jdk17 java -version", 'openjdk version "17.0.9" 2023-10-17 LTS')
        .assistant("The build image runs OpenJDK 17.0.9.")
        .user("Thank you. And is that the same image the Jenkins pipeline pulls, do you think?")
        .assistant("I cannot see the Jenkins agent configuration from here, so I cannot confirm it. The Jenkinsfile references a label, not an image.")
        .user("Fine, I will ask the platform team. Thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-mvn-offline",
    build: (s) =>
      s
        .user("Please run the unit tests for the ledger module.")
        .bash(
          "mvn test -pl ledger-service",
          "[ERROR] Failed to execute goal: Could not transfer artifact org.springframework.boot:spring-boot-starter-parent:pom:3.2.4 from/to central (https://repo.maven.apache.org/maven2): Connection refused",
        )
        .assistant("Maven Central is unreachable from this workstation. Is there an internal mirror I should use?")
        .user(
          "Yes. Maven Central is blocked from every developer machine here, everything resolves through the Nexus mirror at nexus.bank.internal. Going forward always build with `mvn -s .mvn/settings-bank.xml`, that file points at Nexus. Please don't touch the global ~/.m2/settings.xml, it is managed by desktop support.",
        )
        .bash("mvn -s .mvn/settings-bank.xml test -pl ledger-service", "[INFO] Tests run: 412, Failures: 0, Errors: 0, Skipped: 3\n[INFO] BUILD SUCCESS")
        .stop("412 tests pass, 3 skipped."),
    planted: [
      { kind: "fact", keys: ["nexus", "central"] },
      { kind: "instruction", keys: ["settings-bank.xml"] },
    ],
  },
  {
    id: "b127-jwt-library",
    build: (s) =>
      s
        .user(
          "For PAY-7802 we need to validate the JWTs coming from the new API gateway. I see two options: spring-security-oauth2-resource-server with Nimbus, or the jjwt library the old team used. What do you suggest?",
        )
        .file("Read", "channel-api/pom.xml")
        .assistant(
          "I would go with spring-boot-starter-oauth2-resource-server: it uses Nimbus under the hood, it is already a transitive dependency through Spring Security 6, and it handles JWKS rotation for you. jjwt would need our own key-rotation code.",
        )
        .user(
          "Agreed. Please record it for the audit trail: we use the Spring resource server with Nimbus for JWT validation, not jjwt. Go ahead and wire it up.",
        )
        .file("Edit", "channel-api/pom.xml")
        .file("Edit", "channel-api/src/main/java/com/bank/channel/config/SecurityConfig.java")
        .bash("mvn -s .mvn/settings-bank.xml -q -pl channel-api verify", "[INFO] BUILD SUCCESS")
        .stop("Resource server configured against the gateway's JWKS endpoint; build green."),
    planted: [{ kind: "decision", keys: ["nimbus", "jjwt"] }],
  },
  {
    id: "b127-kafka-retention",
    build: (s) =>
      s
        .user("What is the retention on the payments.settled topic? The reconciliation job is asking for replay of 10 days.")
        .bash(
          "kafka-configs --bootstrap-server kafka-uat.bank.internal:9093 --command-config client-ssl.properties --entity-type topics --entity-name payments.settled --describe",
          "Dynamic configs for topic payments.settled are:\n  retention.ms=604800000 sensitive=false\n  cleanup.policy=delete",
        )
        .assistant("retention.ms is 604800000, which is 7 days, so a 10-day replay is not possible from Kafka alone.")
        .user(
          "Right. payments.settled keeps 7 days in every environment, by the way, set by the messaging team and they won't change it. For anything older we replay from the SETTLEMENT_ARCHIVE table. Remind me to write up the replay procedure for the ops runbook, I don't have time today.",
        )
        .stop("Understood."),
    planted: [
      { kind: "fact", keys: ["payments.settled", "7 days"] },
      { kind: "fact", keys: ["settlement_archive"] },
      { kind: "task", keys: ["replay", "runbook"] },
    ],
  },
  {
    id: "b127-empty-test-run",
    build: (s) =>
      s
        .user("Run the integration tests for fx-rates please.")
        .bash(
          "mvn -s .mvn/settings-bank.xml verify -pl fx-rates -Pintegration",
          "[INFO] Running com.bank.fx.RateFeedIT\n[WARN] TODO: remove once Bloomberg feed is decommissioned\n[INFO] Tests run: 58, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS",
        )
        .assistant(
          "All 58 integration tests in fx-rates pass. There is a TODO warning printed by RateFeedIT about the Bloomberg feed, but that is existing log output.",
        )
        .user("Good. Is that warning new?")
        .assistant("It is in the test source since at least last year according to git blame; nothing changed today.")
        .user("Fine, leave it. Thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-commit-message-format",
    build: (s) =>
      s
        .user("Please commit the SecurityConfig changes.")
        .bash("git status --short", " M channel-api/src/main/java/com/bank/channel/config/SecurityConfig.java")
        .assistant('I would commit with the message "Wire JWT resource server". Is that fine?')
        .user(
          "No. Every commit message here must start with the change ticket in square brackets, e.g. `[CHG-48213] Wire JWT resource server`, otherwise the pre-receive hook on Bitbucket rejects the push and the change is not traceable for SOX. Please do that for all commits from now on.",
        )
        .bash(
          'git commit -am "[PAY-7802] Wire JWT resource server"',
          "[feature/PAY-7802 3f9a1c2] [PAY-7802] Wire JWT resource server\n 1 file changed, 24 insertions(+)",
        )
        .stop("Committed with the ticket prefix."),
    planted: [{ kind: "instruction", keys: ["square brackets"] }],
  },
  {
    id: "b127-iban-validation",
    build: (s) =>
      s
        .user("PAY-7850. Customers report IBANs from Saint Lucia being rejected. Could our regex be too strict?")
        .file("Read", "payments-core/src/main/java/com/bank/payments/validation/IbanValidator.java")
        .bash("grep -n 'LC' payments-core/src/main/resources/iban-registry.csv", "", 1)
        .assistant(
          "The validator is driven by iban-registry.csv, and Saint Lucia (LC) is not in it. The file is a copy of the SWIFT IBAN registry from 2019; LC was added in 2020. It is not the regex.",
        )
        .user(
          "Thank you, that explains it. Please add LC now. And note as a task: the registry CSV needs a proper refresh against the current SWIFT release, that is a separate change request, compliance must sign off the data.",
        )
        .file("Edit", "payments-core/src/main/resources/iban-registry.csv")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl payments-core -Dtest=IbanValidatorTest", "[INFO] Tests run: 96, Failures: 0")
        .stop("LC added; validator tests pass."),
    planted: [
      { kind: "fact", keys: ["iban-registry.csv", "2019"] },
      { kind: "task", keys: ["registry", "swift"] },
    ],
  },
  {
    id: "b127-empty-chitchat",
    build: (s) =>
      s
        .user("Quiet day, the change freeze starts Friday. How are you getting on?")
        .assistant("Ready when you are. Is there anything you would like me to look at before the freeze?")
        .user("Not yet, I'm waiting for the CAB minutes. Maybe we look at the Sonar findings later, maybe not.")
        .bash("ls reports/", "sonar-2026-11-02.html\nsonar-2026-11-16.html")
        .assistant("There are two Sonar reports in reports/, the latest from 16 November, if you want to go through them.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-logging-pii",
    build: (s) =>
      s
        .user("Can you add debug logging in TransferService so I can see why the limit check fails?")
        .file("Read", "payments-core/src/main/java/com/bank/payments/service/TransferService.java")
        .assistant('I\'ll log the request at DEBUG: log.debug("transfer {}", request). That prints the whole TransferRequest including the account numbers.')
        .user(
          "Please don't. Under our PCI-DSS and GDPR policy account numbers and IBANs must never appear in logs, at any level, full stop. Use the MaskingUtils.maskIban helper whenever an account identifier goes into a log line. That is a standing rule for this codebase.",
        )
        .file("Edit", "payments-core/src/main/java/com/bank/payments/service/TransferService.java")
        .bash("mvn -s .mvn/settings-bank.xml -q compile -pl payments-core", "[INFO] BUILD SUCCESS")
        .stop("Debug line now logs the masked IBAN and the limit values only."),
    planted: [{ kind: "instruction", keys: ["maskiban"] }],
  },
  {
    id: "b127-batch-scheduler",
    build: (s) =>
      s
        .user(
          "CHG-48301. The end-of-day interest accrual batch: we discussed Quartz versus Spring Batch with the scheduler in Control-M. Architecture board met yesterday.",
        )
        .assistant("What did the board decide? I can start on either.")
        .user(
          "The board went with Spring Batch, triggered from Control-M; no Quartz, the operations team needs every batch visible in Control-M. Please scaffold the job.",
        )
        .file("Write", "accrual-batch/src/main/java/com/bank/accrual/AccrualJobConfig.java")
        .bash("mvn -s .mvn/settings-bank.xml -q package -pl accrual-batch", "[INFO] BUILD SUCCESS")
        .assistant("AccrualJobConfig is scaffolded with a reader over ACCOUNT_BALANCE, a processor and a JDBC writer. Chunk size 1000 for now.")
        .user("Fine for the moment. We still need to agree the chunk size with the DBA, leave a note on that.")
        .stop("Left it at 1000."),
    planted: [
      { kind: "decision", keys: ["spring batch", "control-m"] },
      { kind: "task", keys: ["chunk size", "dba"] },
    ],
  },
  {
    id: "b127-empty-questions",
    build: (s) =>
      s
        .user("Would it be worth moving the fx-rates module to virtual threads? Just thinking aloud.")
        .assistant(
          "It could help with the blocking HTTP calls to the rate providers, but you would want to check the JDBC driver for pinning first. Do you want me to look into it?",
        )
        .user("Not now. What Spring Boot version are we on in fx-rates anyway?")
        .bash("grep -A1 'spring-boot-starter-parent' fx-rates/pom.xml", "<artifactId>spring-boot-starter-parent</artifactId>\n<version>3.2.4</version>")
        .assistant("fx-rates is on Spring Boot 3.2.4.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-four-eyes",
    build: (s) =>
      s
        .user("I'd like you to merge my branch feature/PAY-7802 into develop when the build is green.")
        .bash("git log --oneline -3 feature/PAY-7802", "3f9a1c2 [PAY-7802] Wire JWT resource server\n1be0d44 [PAY-7802] Add gateway JWKS config")
        .assistant("The build is green. Shall I merge now?")
        .user(
          "Actually no, sorry, I was wrong: the four-eyes principle applies, nothing is merged into develop without an approved pull request from a second developer. Open a PR in Bitbucket instead and assign Marta Kowalski as reviewer; she owns channel-api.",
        )
        .bash("bb pr create --source feature/PAY-7802 --target develop --reviewer mkowalski", "Pull request #1184 created: [PAY-7802] Wire JWT resource server")
        .stop("PR #1184 opened with Marta Kowalski as reviewer."),
    planted: [
      { kind: "instruction", keys: ["four-eyes"] },
      { kind: "fact", keys: ["marta", "channel-api"] },
    ],
  },
  {
    id: "b127-hikari-pool",
    build: (s) =>
      s
        .user("PAY-7910: connection timeouts in production at 09:00 when the branch network opens. Here is the log.")
        .bash("grep -c 'HikariPool-1 - Connection is not available' logs/payments-core-prod-2026-11-12.log", "1874")
        .assistant(
          "Hypothesis: the pool is too small for the morning peak. maximum-pool-size is 10. It might also be slow queries holding connections; I can't tell which yet.",
        )
        .bash(
          "grep -E 'leak|apparent connection leak' logs/payments-core-prod-2026-11-12.log | head -3",
          "WARN  c.z.h.p.ProxyLeakTask - Connection leak detection triggered for oracle.jdbc.driver.T4CConnection@4a1b on thread http-nio-8443-exec-57, stack trace follows\n  at com.bank.payments.report.StatementExporter.export(StatementExporter.java:88)",
        )
        .assistant(
          "Confirmed: it is a leak, not pool size. StatementExporter.export opens a connection through DataSourceUtils and never releases it when the PDF generation throws.",
        )
        .user(
          "Good work. Confirmed root cause then: the connection leak in StatementExporter. Fix it with try-with-resources. We keep maximum-pool-size at 10, the DBA has a hard limit of 10 sessions per app node on the Oracle side.",
        )
        .file("Edit", "payments-core/src/main/java/com/bank/payments/report/StatementExporter.java")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl payments-core -Dtest=StatementExporterTest", "[INFO] Tests run: 12, Failures: 0")
        .stop("Leak fixed; tests pass."),
    planted: [
      { kind: "fact", keys: ["statementexporter", "leak"] },
      { kind: "fact", keys: ["10 sessions"] },
      { kind: "decision", keys: ["maximum-pool-size"] },
    ],
  },
  {
    id: "b127-empty-status",
    build: (s) =>
      s
        .user("Status of the PR please.")
        .bash("bb pr show 1184", "#1184 [PAY-7802] Wire JWT resource server\nState: OPEN\nApprovals: 0/1\nBuilds: SUCCESSFUL")
        .assistant("PR #1184 is open, build successful, awaiting one approval.")
        .user("Marta is on leave until Wednesday I think. Or was it Thursday?")
        .assistant("I don't have access to the team calendar, so I can't check that.")
        .user("No matter. We'll wait.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-java-records",
    build: (s) =>
      s
        .user("Create the DTO for the new standing order response.")
        .assistant("Shall I write it as a Lombok @Value class like the other DTOs, or as a Java record?")
        .user(
          "Records. We agreed in the guild last month: new DTOs are Java records, Lombok stays only in legacy code and is not to be added to new classes. Note that please.",
        )
        .file("Write", "payments-core/src/main/java/com/bank/payments/api/StandingOrderResponse.java")
        .bash("mvn -s .mvn/settings-bank.xml -q compile -pl payments-core", "[INFO] BUILD SUCCESS")
        .stop("StandingOrderResponse is a record with seven components."),
    planted: [{ kind: "decision", keys: ["records", "lombok"] }],
  },
  {
    id: "b127-cab-window",
    build: (s) =>
      s
        .user("When can we deploy the accrual batch to production?")
        .file("Read", "docs/change-management.md")
        .assistant(
          "docs/change-management.md says production deployments happen in the Tuesday and Thursday windows from 19:00 to 22:00 CET, after CAB approval on the Monday. Is that still current?",
        )
        .user(
          "Yes, that's current. Tuesday and Thursday 19:00-22:00 only, and the CAB meets Mondays. Please also add to the list: the CHG-48301 record for the accrual batch still needs the test evidence attached before Monday's CAB.",
        )
        .bash("ls evidence/CHG-48301/", "unit-tests.html")
        .stop("Only unit test evidence is attached so far."),
    planted: [
      { kind: "fact", keys: ["tuesday", "thursday"] },
      { kind: "task", keys: ["evidence", "chg-48301"] },
    ],
  },
  {
    id: "b127-empty-narration",
    build: (s) =>
      s
        .user("Fix the typo in the Javadoc of AccountLimitService, it says 'recieve'.")
        .file("Edit", "payments-core/src/main/java/com/bank/payments/service/AccountLimitService.java")
        .assistant("Fixed 'recieve' to 'receive' in the Javadoc of AccountLimitService.checkDailyLimit.")
        .user("Thanks. Any other typos in that file while you're there?")
        .bash("grep -n -i -E 'recieve|seperate|occured' payments-core/src/main/java/com/bank/payments/service/AccountLimitService.java", "", 1)
        .assistant("No other common misspellings in that file.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-test-containers",
    build: (s) =>
      s
        .user("The repository tests use H2 in Oracle mode. They passed but production broke on a MERGE statement last week.")
        .assistant(
          "H2's Oracle compatibility does not cover MERGE with DELETE WHERE. One option is Testcontainers with the gvenzl/oracle-free image, another is to keep H2 and add a separate smoke test against UAT. Which do you prefer?",
        )
        .user(
          "Testcontainers with the Oracle Free image, the image is already mirrored in our Harbor registry. H2 is retired for repository tests from today. Please convert the PaymentInstructionRepositoryTest first.",
        )
        .file("Edit", "payments-core/src/test/java/com/bank/payments/repo/PaymentInstructionRepositoryTest.java")
        .bash(
          "mvn -s .mvn/settings-bank.xml -q test -pl payments-core -Dtest=PaymentInstructionRepositoryTest",
          "[INFO] Creating container for image: harbor.bank.internal/mirror/gvenzl/oracle-free:23-slim\n[INFO] Tests run: 21, Failures: 0",
        )
        .assistant("Converted and green, 21 tests. The container takes about 40 seconds to start.")
        .user("Acceptable. The other repository tests follow later; put it on the backlog: migrate remaining repository tests from H2 to Testcontainers.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["testcontainers", "h2"] },
      { kind: "task", keys: ["remaining", "testcontainers"] },
    ],
  },
  {
    id: "b127-secrets-vault",
    build: (s) =>
      s
        .user("The UAT database password expired. Can you update it in application-uat.yml?")
        .file("Read", "payments-core/src/main/resources/application-uat.yml")
        .assistant("application-uat.yml reads spring.datasource.password from the DB_PASSWORD environment variable. Where does that variable come from in UAT?")
        .user(
          "From HashiCorp Vault, path secret/payments/uat/oracle, injected by the Vault agent sidecar. So there's nothing to change in the yml. Just so you know for the future: never put a credential in a properties or yml file, not even for local profiles; local uses the vault dev server via `make vault-dev`.",
        )
        .bash("vault kv get -field=rotated_at secret/payments/uat/oracle", "2026-11-14T06:00:02Z")
        .stop("The secret was rotated this morning; the pods need a restart to pick it up."),
    planted: [
      { kind: "fact", keys: ["secret/payments/uat/oracle"] },
      { kind: "instruction", keys: ["credential", "vault-dev"] },
    ],
  },
  {
    id: "b127-empty-withdrawn",
    build: (s) =>
      s
        .user("I'm thinking we should switch the channel-api from Tomcat to Undertow for lower memory.")
        .assistant("That's feasible with spring-boot-starter-undertow. Would you like me to measure the heap on both first?")
        .user("Hmm, actually no, scratch that. Undertow isn't on the approved software list, it would take months. Forget I said it.")
        .bash("grep -c undertow docs/approved-software.csv", "0", 1)
        .assistant("Right, Undertow is not in docs/approved-software.csv. Leaving Tomcat as it is.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-openapi-first",
    build: (s) =>
      s
        .user(
          "PAY-7960, the new beneficiary endpoint. Before writing any controller code: our API guideline is contract-first. The OpenAPI yaml in api-specs/ is the source of truth and the interfaces are generated with openapi-generator-maven-plugin. Please follow that for every new endpoint, don't hand-write controller interfaces.",
        )
        .file("Edit", "api-specs/beneficiary-v2.yaml")
        .bash("mvn -s .mvn/settings-bank.xml -q generate-sources -pl channel-api", "[INFO] Generated BeneficiaryApi.java")
        .assistant("BeneficiaryApi is generated. I'll implement it in BeneficiaryController.")
        .file("Write", "channel-api/src/main/java/com/bank/channel/web/BeneficiaryController.java")
        .user("Good. The deprecation of beneficiary v1 has to be announced to the mobile team, not today. Keep it in mind.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["contract-first"] },
      { kind: "task", keys: ["v1", "mobile team"] },
    ],
  },
  {
    id: "b127-timezone",
    build: (s) =>
      s
        .user("The accrual test fails around midnight. Look at this.")
        .bash(
          "mvn -s .mvn/settings-bank.xml -q test -pl accrual-batch -Dtest=AccrualCutoffTest",
          "[ERROR] AccrualCutoffTest.cutoffAtMidnight:44 expected: <2026-11-13> but was: <2026-11-12>",
        )
        .assistant(
          "The test builds LocalDate.now() in the JVM default zone, which is UTC in the build container, while the cut-off logic uses Europe/Warsaw. Is the business date meant to be Warsaw time?",
        )
        .user(
          "Yes. The business date is always Europe/Warsaw, regardless of where the JVM runs; the production servers run in UTC. Inject a Clock, don't call now() without one. Make that the rule for new code too.",
        )
        .file("Edit", "accrual-batch/src/main/java/com/bank/accrual/CutoffCalculator.java")
        .file("Edit", "accrual-batch/src/test/java/com/bank/accrual/AccrualCutoffTest.java")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl accrual-batch", "[INFO] Tests run: 88, Failures: 0")
        .stop("Fixed with an injected Clock; all 88 tests pass."),
    planted: [
      { kind: "fact", keys: ["europe/warsaw", "business date"] },
      { kind: "instruction", keys: ["clock", "now()"] },
    ],
  },
  {
    id: "b127-empty-config-quote",
    build: (s) =>
      s
        .user("What does the checkstyle config say about wildcard imports?")
        .bash(
          "grep -B1 -A2 AvoidStarImport config/checkstyle/bank-checks.xml",
          '<!-- Wildcard imports must never be used; always list classes explicitly -->\n<module name="AvoidStarImport">\n  <property name="severity" value="error"/>\n</module>',
        )
        .assistant("AvoidStarImport is configured with severity error, so wildcard imports fail the build.")
        .user("And does the IntelliJ profile match that?")
        .bash("grep -c 'CLASS_COUNT_TO_USE_IMPORT_ON_DEMAND\" value=\"999' .idea/codeStyles/Project.xml", "1")
        .assistant("Yes, the shared IntelliJ code style sets the on-demand threshold to 999, so it will not produce wildcard imports.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-feature-flags",
    build: (s) =>
      s
        .user("For PAY-7960 we need a feature flag for beneficiary v2. Togglz or Unleash?")
        .assistant(
          "Unleash has a central server with an audit log of who toggled what, which might suit your change management. Togglz is embedded and simpler. I'd lean to Unleash, but it needs a server.",
        )
        .bash("curl -s -o /dev/null -w '%{http_code}' https://unleash.bank.internal/health", "200")
        .user(
          "There is already an Unleash instance run by the platform team, as you see. OK, we go with Unleash, the audit log settles it. Flag name: beneficiary-v2.",
        )
        .file("Edit", "channel-api/pom.xml")
        .file("Write", "channel-api/src/main/java/com/bank/channel/config/FeatureFlags.java")
        .stop("Unleash client configured with the beneficiary-v2 flag."),
    planted: [{ kind: "decision", keys: ["unleash"] }],
  },
  {
    id: "b127-sonar-gate",
    build: (s) =>
      s
        .bash("mvn -s .mvn/settings-bank.xml -q sonar:sonar -pl payments-core", "[ERROR] QUALITY GATE STATUS: FAILED - coverage on new code 71.2% < 80%")
        .user(
          "Ah, the gate. For your information the Sonar quality gate is 80% coverage on new code and zero new blocker issues, and the pipeline won't deploy anything that fails it. Please add tests for the StatementExporter change.",
        )
        .file("Edit", "payments-core/src/test/java/com/bank/payments/report/StatementExporterTest.java")
        .bash("mvn -s .mvn/settings-bank.xml -q verify sonar:sonar -pl payments-core", "[INFO] QUALITY GATE STATUS: PASSED")
        .stop("Gate passes now."),
    planted: [{ kind: "fact", keys: ["80%", "quality gate"] }],
  },
  {
    id: "b127-empty-hypothesis",
    build: (s) =>
      s
        .user("The channel-api pod restarted twice overnight. Maybe the liveness probe is too aggressive? Or a memory leak?")
        .bash(
          "kubectl -n channel get pod -l app=channel-api -o jsonpath='{.items[0].status.containerStatuses[0].lastState}'",
          '{"terminated":{"exitCode":137,"reason":"OOMKilled"}}',
        )
        .assistant(
          "The last termination was OOMKilled, exit 137. It could be a leak or just a limit too low for the morning load; I'd need a heap dump to say which.",
        )
        .user("Possibly the new Nimbus JWKS cache? I don't know. Let's watch it another night before doing anything.")
        .assistant("Understood, I won't change anything for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-idempotency",
    build: (s) =>
      s
        .user(
          "PAY-8011. Duplicate transfers when the mobile app retries. I want the idempotency handled properly. Options I see: a unique constraint on a client reference, or a Redis-based key store. Thoughts?",
        )
        .assistant(
          "Given you're on Oracle already and Redis isn't in the stack, I'd propose an IDEMPOTENCY_KEY table with a unique constraint on (channel, key) and a 24-hour retention purge. Replays return the stored response.",
        )
        .user("Yes, let's go with the IDEMPOTENCY_KEY table as you propose. Please add the Idempotency-Key header to the spec as well.")
        .file("Write", "payments-core/src/main/resources/db/migration/V214__idempotency_key.sql")
        .file("Edit", "api-specs/transfer-v1.yaml")
        .bash("mvn -s .mvn/settings-bank.xml -q verify -pl payments-core", "[INFO] BUILD SUCCESS")
        .assistant("Table, migration and header are in. The 24-hour purge job isn't written yet.")
        .user("Leave the purge job for next sprint, it needs its own Control-M entry.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["idempotency_key"] },
      { kind: "task", keys: ["purge", "next sprint"] },
    ],
  },
  {
    id: "b127-ownership",
    build: (s) =>
      s
        .user("Who should review the change to the accrual batch? I'm not sure who owns accrual-batch now since the reorg.")
        .bash("cat CODEOWNERS | grep accrual", "/accrual-batch/ @treasury-it/team-lynx")
        .assistant("CODEOWNERS assigns /accrual-batch/ to @treasury-it/team-lynx.")
        .user(
          "Right, Team Lynx in Treasury IT owns accrual-batch, and their lead is Piotr Nowak. Add Piotr on the PR. Also, going forward please use the CODEOWNERS file to pick reviewers rather than asking me.",
        )
        .bash("bb pr create --source feature/CHG-48301 --target develop --reviewer pnowak", "Pull request #1191 created")
        .stop(),
    planted: [
      { kind: "fact", keys: ["lynx", "accrual-batch"] },
      { kind: "instruction", keys: ["codeowners", "reviewers"] },
    ],
  },
  {
    id: "b127-empty-done-requests",
    build: (s) =>
      s
        .user("Please bump the version of payments-core to 4.12.0-SNAPSHOT.")
        .bash("mvn -s .mvn/settings-bank.xml -q versions:set -DnewVersion=4.12.0-SNAPSHOT -pl payments-core", "")
        .assistant("payments-core is now 4.12.0-SNAPSHOT.")
        .user("And run a quick compile to make sure nothing references the old version.")
        .bash("mvn -s .mvn/settings-bank.xml -q compile", "[INFO] BUILD SUCCESS")
        .assistant("Full reactor compiles.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-rest-client",
    build: (s) =>
      s
        .user("The call to the core banking system uses RestTemplate. Should we move to WebClient or the new RestClient?")
        .assistant(
          "RestClient (Spring 6.1) keeps the synchronous model you already have and avoids pulling in WebFlux. WebClient would bring Reactor into a servlet app. I'd suggest RestClient.",
        )
        .user(
          "Hmm. Let me think about it... ok, RestClient it is. Note it down. And for the record, core banking's API has a hard rate limit of 50 requests per second per client id, which is why we have the Bucket4j limiter.",
        )
        .file("Edit", "payments-core/src/main/java/com/bank/payments/client/CoreBankingClient.java")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl payments-core -Dtest=CoreBankingClientTest", "[INFO] Tests run: 17, Failures: 0")
        .stop("CoreBankingClient migrated to RestClient."),
    planted: [
      { kind: "decision", keys: ["restclient"] },
      { kind: "fact", keys: ["50 requests"] },
    ],
  },
  {
    id: "b127-dependency-scan",
    build: (s) =>
      s
        .bash(
          "mvn -s .mvn/settings-bank.xml -q org.owasp:dependency-check-maven:check -pl channel-api",
          "[WARNING] One or more dependencies were identified with known vulnerabilities in channel-api:\n  commons-text-1.9.jar (CVE-2022-42889) : CRITICAL",
        )
        .user(
          "A CRITICAL. Security's rule: any critical CVE must be fixed before the next release, highs within 30 days. I'd like you to please always run the OWASP dependency-check before you open a PR, not just on my request.",
        )
        .file("Edit", "channel-api/pom.xml")
        .bash("mvn -s .mvn/settings-bank.xml -q org.owasp:dependency-check-maven:check -pl channel-api", "[INFO] No vulnerabilities found")
        .assistant("commons-text upgraded to 1.12.0; the scan is clean.")
        .user("Thank you. There are three HIGH findings in ledger-service too, they're not urgent, we'll do them next week.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["dependency-check", "pr"] },
      { kind: "instruction", keys: ["critical", "30 days"] },
      { kind: "task", keys: ["ledger-service", "high"] },
    ],
  },
  {
    id: "b127-empty-explain",
    build: (s) =>
      s
        .user("Explain to me what @Transactional(propagation = REQUIRES_NEW) does in AuditWriter? A junior asked me and I want to be precise.")
        .file("Read", "payments-core/src/main/java/com/bank/payments/audit/AuditWriter.java")
        .assistant(
          "REQUIRES_NEW suspends the caller's transaction and starts a new one for AuditWriter.write, so the audit row commits even if the caller later rolls back. The suspended transaction resumes afterwards.",
        )
        .user("And if the audit insert itself fails?")
        .assistant("Then only the inner transaction rolls back and the exception propagates to the caller, which will roll back too unless it catches it.")
        .user("Clear, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-pagination",
    build: (s) =>
      s
        .user("PAY-8040: the transaction history endpoint times out for corporate accounts with 200k rows. Offset paging?")
        .file("Read", "channel-api/src/main/java/com/bank/channel/web/HistoryController.java")
        .assistant(
          "Yes, it uses OFFSET/FETCH, which gets slower the deeper the page. Two ways: keyset pagination on (booking_date, id), or a materialised view refreshed nightly. Keyset is the smaller change and works with the existing index.",
        )
        .user("Keyset on (booking_date, id), agreed. Please put that in the audit note for PAY-8040 and implement it.")
        .file("Edit", "channel-api/src/main/java/com/bank/channel/web/HistoryController.java")
        .file("Edit", "payments-core/src/main/java/com/bank/payments/repo/TransactionHistoryRepository.java")
        .bash("mvn -s .mvn/settings-bank.xml -q verify -pl channel-api,payments-core", "[INFO] BUILD SUCCESS")
        .assistant("Keyset pagination is in; the cursor is an opaque base64 of booking_date and id.")
        .user(
          "Good. One more thing to remember for later: the mobile app still sends the page parameter, so we must tell them to switch to the cursor before we remove it. Also TODO for me: check with Ops whether the statement export uses the same query.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["keyset", "booking_date"] },
      { kind: "task", keys: ["statement export", "ops"] },
      { kind: "task", keys: ["page parameter", "cursor"] },
    ],
  },
  {
    id: "b127-exception-handling",
    build: (s) =>
      s
        .user("Add error handling for the BeneficiaryNotFoundException in the new controller.")
        .assistant("I'll add an @ExceptionHandler in BeneficiaryController returning a 404 with a plain message.")
        .user(
          "Not in the controller. All our errors go through the GlobalExceptionHandler in channel-common and are returned as RFC 7807 ProblemDetail with our errorCode extension. Please stick to that for every endpoint, the front-end teams parse errorCode.",
        )
        .file("Edit", "channel-common/src/main/java/com/bank/channel/common/GlobalExceptionHandler.java")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl channel-common,channel-api", "[INFO] Tests run: 233, Failures: 0")
        .stop("Mapped to ProblemDetail with errorCode BEN-404."),
    planted: [{ kind: "instruction", keys: ["problemdetail", "globalexceptionhandler"] }],
  },
  {
    id: "b127-release-branch",
    build: (s) =>
      s
        .user(
          "Small matter of process, please note it for the audit trail. After the discussion with the release manager (CHG-48420) we are dropping GitFlow release branches. From now on we cut a release/x.y branch only for hotfixes; regular releases are tagged directly from develop. I had proposed trunk-based with main only, but that was rejected, so develop stays.",
        )
        .bash("git branch -r | grep release/", "  origin/release/4.10\n  origin/release/4.11")
        .assistant("Understood. There are two existing release branches, release/4.10 and release/4.11. Shall I delete them?")
        .user("No, leave them, they still carry production hotfixes. Delete release/4.10 and release/4.11 after 4.12 is live, I'll need a reminder for that.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["tagged", "develop"] },
      { kind: "task", keys: ["release/4.10", "4.12"] },
    ],
  },
  {
    id: "b127-audit-columns",
    build: (s) =>
      s
        .user("Add created_by and modified_by to the BENEFICIARY table, PAY-7960.")
        .assistant(
          "I can add them as plain VARCHAR2 columns populated by the service, or use Spring Data auditing with @CreatedBy/@LastModifiedBy and an AuditorAware that reads the user from the security context. The second keeps it consistent.",
        )
        .user(
          "Spring Data auditing with AuditorAware, yes. And a standing rule from internal audit: every table holding customer data gets CREATED_BY, CREATED_AT, MODIFIED_BY, MODIFIED_AT, no exceptions, so add all four to any new table you create.",
        )
        .file("Write", "payments-core/src/main/resources/db/migration/V215__beneficiary_audit_columns.sql")
        .file("Edit", "payments-core/src/main/java/com/bank/payments/domain/Beneficiary.java")
        .bash("mvn -s .mvn/settings-bank.xml -q verify -pl payments-core", "[INFO] BUILD SUCCESS")
        .stop(),
    planted: [
      { kind: "decision", keys: ["auditoraware"] },
      { kind: "instruction", keys: ["modified_at"] },
    ],
  },
  {
    id: "b127-empty-sql-review",
    build: (s) =>
      s
        .user("Could you look at this query plan for the history query? I wonder whether the index is used.")
        .bash(
          "sqlplus -s app_ro@UATPAY @explain_history.sql",
          "| 0 | SELECT STATEMENT |                    |  50 |\n| 1 |  COUNT STOPKEY   |                    |     |\n| 2 |   INDEX RANGE SCAN | IX_TXN_ACC_BOOKING |  50 |",
        )
        .assistant("Yes, it's an INDEX RANGE SCAN on IX_TXN_ACC_BOOKING with a COUNT STOPKEY, so it stops after 50 rows.")
        .user("Nice. Would a covering index help even more, in your opinion?")
        .assistant("Possibly a little, but the table access per row is cheap at 50 rows. I wouldn't change it without measurements.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-fx-cache",
    build: (s) =>
      s
        .user("fx-rates calls the rate provider on every conversion, PAY-8055. We need a cache. Redis or in-process?")
        .assistant(
          "The rates change every 60 seconds and each pod can fetch them independently, so an in-process Caffeine cache with a 30-second expireAfterWrite would do. Redis would add an infrastructure request and a CAB change.",
        )
        .bash("grep -c caffeine docs/approved-software.csv", "1")
        .user("Caffeine is on the approved list, good. Decision: Caffeine in-process, 30 seconds, no Redis. Note it with PAY-8055.")
        .file("Edit", "fx-rates/src/main/java/com/bank/fx/config/CacheConfig.java")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl fx-rates", "[INFO] Tests run: 140, Failures: 0")
        .stop("Caffeine cache configured for rates with a 30 s expiry."),
    planted: [{ kind: "decision", keys: ["caffeine", "30"] }],
  },
  {
    id: "b127-ci-pipeline",
    build: (s) =>
      s
        .user("The Jenkins build for payments-core takes 38 minutes. Can you see where the time goes?")
        .bash(
          "jenkins-cli console payments-core/develop 2291 | grep -E 'Stage|took'",
          "[Stage] Build took 4m12s\n[Stage] Unit tests took 6m40s\n[Stage] Integration tests took 24m05s\n[Stage] Sonar took 3m01s",
        )
        .assistant(
          "Integration tests take 24 minutes; each IT class starts its own Oracle container. With Testcontainers' reusable containers, or a singleton container in an abstract base class, they could share one.",
        )
        .user(
          "Singleton container in an abstract base class, that one. Reusable containers need a flag on the Jenkins agents and platform won't allow it. Please record it under CHG-48502.",
        )
        .file("Write", "payments-core/src/test/java/com/bank/payments/it/AbstractOracleIT.java")
        .bash("mvn -s .mvn/settings-bank.xml -q verify -pl payments-core -Pintegration", "[INFO] Tests run: 311, Failures: 0\n[INFO] Total time: 07:48 min")
        .assistant("Integration tests now take under 8 minutes locally.")
        .user(
          "Excellent. By the way the Jenkins agents have only 8 GB of memory each, that's the reason for the parallelism limit of 2 in the Jenkinsfile, so don't raise it.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["singleton container"] },
      { kind: "fact", keys: ["8 gb", "jenkins"] },
      { kind: "instruction", keys: ["parallelism"] },
    ],
  },
  {
    id: "b127-naming-packages",
    build: (s) =>
      s
        .user("Create a service for the SEPA instant scheme validation, PAY-8101.")
        .assistant("I'll put it under com.bank.payments.service.SepaInstantValidationService, next to TransferService.")
        .user(
          "Please no. The new convention, agreed with the architects, is package-by-feature: new code goes under com.bank.payments.<feature>, so com.bank.payments.sepainst here, with its controller, service and repository together. The old layered packages stay as they are, but nothing new goes into service/ or repo/.",
        )
        .file("Write", "payments-core/src/main/java/com/bank/payments/sepainst/SepaInstantValidationService.java")
        .bash("mvn -s .mvn/settings-bank.xml -q compile -pl payments-core", "[INFO] BUILD SUCCESS")
        .assistant("Created in com.bank.payments.sepainst. I check the 10-second end-to-end SCT Inst limit against the scheme timestamp.")
        .user(
          "Correct, 10 seconds is the EPC limit for SCT Inst. Note that the EPC rulebook 2025 version is not implemented yet; the new rejection codes from it are a job for the next quarter.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["package-by-feature"] },
      { kind: "fact", keys: ["10 seconds", "sct inst"] },
      { kind: "task", keys: ["rulebook", "rejection codes"] },
    ],
  },
  {
    id: "b127-empty-tool-noise",
    build: (s) =>
      s
        .user("What does the pre-receive hook actually check? Show me.")
        .bash(
          "cat .githooks/pre-receive.md",
          "# Pre-receive checks (managed by SCM team)\n- Commit messages must always reference a CHG or PAY ticket\n- Never push directly to master\n- TODO(scm): add signed-commit verification in 2027",
        )
        .assistant(
          "It checks that every commit message references a CHG or PAY ticket and blocks direct pushes to master. Signed-commit verification is listed as a future item by the SCM team.",
        )
        .user("Interesting, I did not know about the signed commits plan. Do they say when in 2027?")
        .assistant("The file gives no date beyond 2027.")
        .user("Alright, thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-local-profile",
    build: (s) =>
      s
        .user("How do I start channel-api locally? It fails on the Vault lookup.")
        .bash(
          "mvn -s .mvn/settings-bank.xml -q spring-boot:run -pl channel-api",
          "APPLICATION FAILED TO START\nVault location [secret/channel/local] not resolvable: Connection refused localhost:8200",
          1,
        )
        .assistant("The local Vault dev server isn't running. Start it with `make vault-dev` and then run with the local profile?")
        .bash(
          "make vault-dev && mvn -s .mvn/settings-bank.xml -q spring-boot:run -pl channel-api -Dspring-boot.run.profiles=local",
          "Vault dev server started on :8200\nStarted ChannelApiApplication in 9.84 seconds",
        )
        .user(
          "Works. Please remember, I prefer that you always start services with the local profile and the bank settings file, and that you stop the vault dev server afterwards with `make vault-stop`; it holds port 8200 which the VPN client also wants.",
        )
        .bash("make vault-stop", "Vault dev server stopped")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["vault-stop"] },
      { kind: "fact", keys: ["8200", "vpn"] },
    ],
  },
  {
    id: "b127-sox-segregation",
    build: (s) =>
      s
        .user("Could you deploy the accrual batch to UAT yourself? The pipeline user has the rights.")
        .bash("jenkins-cli build accrual-batch/deploy-uat -p VERSION=2.4.0", "Started accrual-batch/deploy-uat #88\nFinished: SUCCESS")
        .assistant("Deployed 2.4.0 to UAT through the pipeline, build #88.")
        .user(
          "Thank you. For your notes: UAT you may deploy, but production deployments are done exclusively by the Release team under SOX segregation of duties; developers, and you, never trigger a prod pipeline, even if the button is there. And open item: the UAT sign-off from the business for CHG-48301 is still outstanding, we chase Anna Zielinska on Monday.",
        )
        .stop("Understood."),
    planted: [
      { kind: "instruction", keys: ["segregation", "prod"] },
      { kind: "task", keys: ["sign-off", "zielinska"] },
    ],
  },
  {
    id: "b127-mapstruct",
    build: (s) =>
      s
        .user("Mapping between Beneficiary entity and the API model: hand-written or MapStruct? ModelMapper is what the old code uses.")
        .assistant(
          "MapStruct generates the mappers at compile time, so mapping errors fail the build instead of showing up at runtime like ModelMapper. It's already in the parent BOM.",
        )
        .user("Ok, MapStruct then; ModelMapper is deprecated for new code. Let's note that.")
        .file("Write", "payments-core/src/main/java/com/bank/payments/beneficiary/BeneficiaryMapper.java")
        .bash("mvn -s .mvn/settings-bank.xml -q compile -pl payments-core", '[WARNING] Unmapped target property: "modifiedAt"\n[INFO] BUILD SUCCESS')
        .assistant("Compiles; MapStruct warns that modifiedAt is unmapped. Shall I ignore it explicitly?")
        .user("Yes, ignore it explicitly.")
        .file("Edit", "payments-core/src/main/java/com/bank/payments/beneficiary/BeneficiaryMapper.java")
        .stop(),
    planted: [{ kind: "decision", keys: ["mapstruct", "modelmapper"] }],
  },
  {
    id: "b127-swift-gateway",
    build: (s) =>
      s
        .user("PAY-8120, outgoing SWIFT MT103 messages stuck in the queue since 14:00.")
        .bash(
          "kubectl -n payments logs deploy/swift-gateway --since=2h | grep -i error | tail -3",
          "ERROR MqSender - MQRC_NOT_AUTHORIZED (2035) on queue SWIFT.OUT.MT103\nERROR MqSender - MQRC_NOT_AUTHORIZED (2035) on queue SWIFT.OUT.MT103",
        )
        .assistant("MQ returns 2035 NOT_AUTHORIZED. Perhaps the channel certificate expired? I'm guessing; I can't see the MQ side.")
        .user(
          "I called the MQ team. It was the certificate: the swift-gateway client cert expired at 14:00, they have renewed it. Client certs for MQ are valid one year only and renewal is manual. I need a reminder set up: a calendar alert a month before the next expiry, 2027-11-27.",
        )
        .bash("kubectl -n payments rollout restart deploy/swift-gateway", "deployment.apps/swift-gateway restarted")
        .stop("Gateway restarted; the queue is draining."),
    planted: [
      { kind: "fact", keys: ["one year", "manual"] },
      { kind: "task", keys: ["2027-11-27"] },
    ],
  },
  {
    id: "b127-empty-meeting",
    build: (s) =>
      s
        .user("I have the architecture board at 15:00. Could you give me a two-line summary of what changed in channel-api this week?")
        .bash(
          "git log --since='1 week ago' --oneline -- channel-api | head",
          "9c1d2e0 [PAY-7960] Beneficiary v2 controller\n3f9a1c2 [PAY-7802] Wire JWT resource server\n1be0d44 [PAY-7802] Add gateway JWKS config",
        )
        .assistant(
          "This week channel-api gained JWT validation against the gateway (PAY-7802) and the beneficiary v2 endpoint (PAY-7960). Three commits in total.",
        )
        .user("Perfect, that's enough for them. Do you think they will ask about the OOM restarts?")
        .assistant("They might; you could say it is being observed and there is no conclusion yet.")
        .stop(),
    planted: [],
  },
  {
    id: "b127-javadoc-language",
    build: (s) =>
      s
        .user("Write the Javadoc for SepaInstantValidationService, please.")
        .assistant("Shall I write it in Polish like the comments in the older accrual code, or in English?")
        .user(
          "English. Code, comments, Javadoc and commit messages are in English in every repository, the offshore team in Chennai has to read them. The old Polish comments get translated when someone touches the file anyway.",
        )
        .file("Edit", "payments-core/src/main/java/com/bank/payments/sepainst/SepaInstantValidationService.java")
        .bash("mvn -s .mvn/settings-bank.xml -q javadoc:javadoc -pl payments-core", "[INFO] BUILD SUCCESS")
        .stop("Javadoc written; javadoc goal passes."),
    planted: [{ kind: "instruction", keys: ["english", "javadoc"] }],
  },
  {
    id: "b127-limits-decision",
    build: (s) =>
      s
        .user(
          "CHG-48577, daily transfer limits. First idea was to keep the limits in application.yml per customer segment. After the risk meeting that's off the table: the limits move to the LIMIT_POLICY table so Risk can change them without a deployment. Please log that as our decision.",
        )
        .file("Write", "payments-core/src/main/resources/db/migration/V216__limit_policy.sql")
        .file("Edit", "payments-core/src/main/java/com/bank/payments/service/AccountLimitService.java")
        .bash("mvn -s .mvn/settings-bank.xml -q verify -pl payments-core", "[INFO] BUILD SUCCESS")
        .assistant("LIMIT_POLICY table, migration V216 and the service change are in. Limits are read with a 5-minute cache.")
        .user(
          "Fine. Still open: Risk needs a maintenance screen for LIMIT_POLICY in the back-office app, that's for the back-office team, please put it on our follow-up list so I raise it.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["limit_policy"] },
      { kind: "task", keys: ["maintenance screen", "back-office"] },
    ],
  },
  {
    id: "b127-oracle-version",
    build: (s) =>
      s
        .user("Can I use JSON_TABLE in the history query? Which Oracle version is production on?")
        .bash(
          "sqlplus -s app_ro@UATPAY <<< 'select banner_full from v$version;'",
          "Oracle Database 19c Enterprise Edition Release 19.0.0.0.0 - Version 19.21.0.0.0",
        )
        .assistant("UAT is on 19c (19.21). JSON_TABLE exists in 19c, though some newer syntax doesn't. Is production the same as UAT?")
        .user(
          "Yes, production and UAT are both Oracle 19c, the 23ai upgrade is not planned before 2028. So nothing from 21c or later, please. Go ahead with JSON_TABLE.",
        )
        .file("Edit", "payments-core/src/main/java/com/bank/payments/repo/TransactionHistoryRepository.java")
        .stop(),
    planted: [
      { kind: "fact", keys: ["19c", "production"] },
      { kind: "instruction", keys: ["21c"] },
    ],
  },
  {
    id: "b127-log-format",
    build: (s) =>
      s
        .user("PAY-8133, the logs need to go to Splunk. Let's use the logstash-logback-encoder to write JSON to stdout.")
        .file("Edit", "payments-core/src/main/resources/logback-spring.xml")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl payments-core -Dtest=LoggingConfigTest", "[INFO] Tests run: 4, Failures: 0")
        .assistant("JSON logging via logstash-logback-encoder is configured for the non-local profiles.")
        .user(
          "Hold on, I just got a message from the observability team: Spring Boot 3.4's built-in structured logging in ECS format is the standard now, no extra encoder library. So revert the encoder, we go with logging.structured.format.console=ecs instead. That's the final decision for all our services.",
        )
        .file("Edit", "payments-core/pom.xml")
        .file("Edit", "payments-core/src/main/resources/application.yml")
        .bash("mvn -s .mvn/settings-bank.xml -q test -pl payments-core", "[INFO] Tests run: 1204, Failures: 0")
        .stop("Encoder removed; ECS structured logging enabled."),
    planted: [{ kind: "decision", keys: ["ecs"] }],
  },
];

export const BLIND127 = plantedSet(BLIND127_SESSIONS, Date.UTC(2026, 10, 5, 9));
