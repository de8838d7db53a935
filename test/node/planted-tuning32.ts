/**
 * A planted set for the offline long-term-memory extractor: enterprise and legacy systems
 * (Java/Spring, .NET, Oracle, SOAP, IBM MQ, WebLogic, mainframe migration, an internal framework)
 * in Copilot CLI voice, with formal, verbose users writing complete paragraphs: facts about legacy
 * constraints, owners and change windows, conventions from the corporate style guide. Written
 * without reading the extractor (src/core/memories/extract.ts), its dialogue or sentence models, or
 * the other planted sets' sessions. Training set for the sentence classifier (written without
 * reading the extractor). Each session is one segment; the items planted in it are listed with it:
 * 73 items (17 decisions, 19 instructions, 20 facts, 17 tasks) in 50 sessions, 14 of which plant
 * nothing; 124 user or assistant messages carry no item's key words (48 of them in the empty
 * sessions). Every other message must give nothing: questions, hypotheses, proposals not taken
 * or never confirmed, withdrawn ideas, unconfirmed guesses, quoted code, logs and tool output,
 * chit-chat, and requests the agent completes in the same session.
 * Three sessions supersede an earlier decision with a later one; only the later one is planted.
 *
 * Matching rule (fixed before the extractor was run on this set, as in planted-blind.ts):
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

const START = Date.UTC(2026, 10, 2, 8);

export const TUNING32_SESSIONS: BlindSession[] = [
  {
    id: "t32-billing-soap-timeout",
    build: (s) =>
      s
        .user(
          "Good morning. The nightly reconciliation job has been failing intermittently with a SocketTimeoutException when it calls the billing SOAP service, and I would like you to look at the client configuration in `billing-client/src/main/resources/ws-client.xml`. For context, the billing endpoint sits behind the mainframe gateway, and the CICS region there terminates any request that runs longer than 30 seconds; that limit is owned by the mainframe team and cannot be raised from our side.",
        )
        .bash(
          "grep -n 'Timeout' billing-client/src/main/resources/ws-client.xml",
          '14:    <property name="connectionTimeout" value="5000"/>\n15:    <property name="readTimeout" value="60000"/>',
        )
        .assistant(
          "The client's read timeout is 60 seconds, so a call the gateway has already abandoned keeps our thread waiting for another half minute. Could the intermittent failures also come from the F5 idle timeout in front of the gateway? I cannot tell that from the configuration alone.",
        )
        .user("Please set the read timeout to 25 seconds so that we fail before the gateway does, and rerun the client tests.")
        .file("Edit", "billing-client/src/main/resources/ws-client.xml")
        .bash("mvn -q -pl billing-client test", "Tests run: 42, Failures: 0, Errors: 0, Skipped: 0\nBUILD SUCCESS")
        .assistant("Done: `readTimeout` is now 25000 ms and the 42 client tests pass.")
        .user(
          "Thank you. One standing rule for this module: the classes under `generated/` come from the WSDL, so they are never to be edited by hand; regenerate them with `mvn -Pwsdl generate-sources` whenever the contract changes.",
        )
        .assistant("Understood, I will regenerate from the WSDL rather than touch the generated sources.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["cics", "seconds"] },
      { kind: "instruction", keys: ["generated", "wsdl"] },
    ],
  },
  {
    id: "t32-oracle-claim-sequences",
    build: (s) =>
      s
        .user(
          "We need a new table for the claim adjustments, and before you write the Liquibase changeset I would like to settle the key strategy. Is there any reason we could not use identity columns, given that we are on Oracle 19c?",
        )
        .assistant(
          "Identity columns work on 19c; they are backed by a system-generated sequence. The existing tables appear to use explicit sequences with triggers, though, so let me check how they are defined before recommending anything.",
        )
        .bash(
          "sqlplus -s claims_ro@CLMDEV @- <<< \"SELECT sequence_name, cache_size FROM user_sequences WHERE sequence_name LIKE 'CLM%';\"",
          "SEQUENCE_NAME                  CACHE_SIZE\n------------------------------ ----------\nCLM_CLAIM_SEQ                        1000\nCLM_PAYMENT_SEQ                      1000",
        )
        .assistant(
          "Both claim sequences are created with a cache of 1000, so after an instance restart the numbers jump by up to a thousand. The gaps in claim numbers that were reported in production are therefore expected behaviour of the sequence cache and not lost data.",
        )
        .user(
          "That matches what the DBAs told us last year. Having discussed it with them, we have decided to stay with explicit sequences and before-insert triggers for the new table as well, for consistency with the rest of the schema.",
        )
        .file("Write", "db/changelog/2026/11/clm-adjustment.xml")
        .bash("mvn -q liquibase:updateSQL -Pdev | grep -c 'CREATE'", "3")
        .assistant(
          "The changeset creates CLM_ADJUSTMENT, CLM_ADJUSTMENT_SEQ with a cache of 1000 like the others, and the before-insert trigger; the generated SQL looks right.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cache", "gaps"] },
      { kind: "decision", keys: ["sequences", "triggers"] },
    ],
  },
  {
    id: "t32-policy-release-window",
    build: (s) =>
      s
        .user(
          "I would like to prepare the release notes for the policy administration release. Before we do, please note the following, because it affects every release we prepare together: production deployments of the policy administration system are only permitted in the Saturday change window between 22:00 and 02:00 Eastern, and nothing may be deployed outside it without an emergency change approved by the duty manager.",
        )
        .bash(
          "git log --oneline release/2026.10..develop",
          "a1b2c3d Add endorsement reason codes\n7e7e7e1 CHG0041877 Fix premium rounding on mid-term adjustments\n9f8e7d6 Update broker lookup query\n4c4c4c4 Remove unused EJB remote interfaces\n2d2d2d2 CHG0041901 Correct renewal notice date\n5a5a5a5 CHG0041902 Bump Atlas to 6.4.2",
        )
        .assistant("There are six commits since the last release. I have drafted notes grouped by area; shall I write them to `RELEASE-NOTES.md`?")
        .user(
          "Yes, please. Also, as a convention from the engineering standards handbook, every commit that ships to production must carry its change ticket number, in the form `CHG0012345`, at the start of the subject line. Three of those commits do not; I shall amend them myself.",
        )
        .file("Write", "RELEASE-NOTES.md")
        .assistant("The draft is in RELEASE-NOTES.md. The commits without a ticket are a1b2c3d, 9f8e7d6 and 4c4c4c4, as you say; I have left them untouched.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["saturday", "window"] },
      { kind: "instruction", keys: ["ticket", "subject"] },
    ],
  },
  {
    id: "t32-empty-stuck-thread",
    build: (s) =>
      s
        .user("Could you explain what the following means? It appeared once in the log of managed server ms1 yesterday afternoon and has not recurred since.")
        .bash(
          "grep -A4 'BEA-000337' logs/ms1.log | head -6",
          "<Nov 3, 2026 3:12:44 PM EST> <Error> <WebLogicServer> <BEA-000337> <[STUCK] ExecuteThread: '14' for queue: 'weblogic.kernel.Default (self-tuning)' has been busy for \"612\" seconds working on the request ...\n\tat oracle.jdbc.driver.T4CPreparedStatement.executeForRows(T4CPreparedStatement.java:1033)\n\tat com.acme.policy.dao.PolicyDao.lockForUpdate(PolicyDao.java:212) // TODO: never hold this lock across a remote call",
        )
        .assistant(
          "That is a stuck-thread warning: execute thread 14 spent 612 seconds inside a JDBC call in `PolicyDao.lockForUpdate`. Possibly another session held a row lock on the POLICY table at the time, but that is a guess; the log alone does not show what was holding it.",
        )
        .user("Thank you, that is helpful. I shall keep an eye on it.")
        .assistant("You're welcome. If it happens again, a thread dump taken at the time would tell us much more.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-address-client-stack",
    build: (s) =>
      s
        .user("For the new address validation client we will use Apache CXF; please scaffold the module with the cxf-codegen-plugin.")
        .assistant("I'll start with the module skeleton and the POM.")
        .file("Write", "address-client/pom.xml")
        .user(
          "I must correct myself. Having spoken with the architecture board this morning, CXF is not on the approved library list, so we are reversing that: the address validation client will be built on Spring Web Services with JAXB marshalling instead.",
        )
        .file("Edit", "address-client/pom.xml")
        .bash("mvn -q -pl address-client -am compile", "BUILD SUCCESS")
        .assistant("I replaced the cxf-codegen-plugin with maven-jaxb2-plugin and configured a `WebServiceTemplate` bean; the module compiles.")
        .user(
          "Good. The integration tests against the vendor's sandbox will have to wait until the vendor issues us credentials, which they say will take about two weeks, so please leave that as an open item.",
        )
        .assistant("Noted as open: integration tests against the vendor sandbox, pending credentials.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["spring", "address"] },
      { kind: "task", keys: ["sandbox", "integration"] },
    ],
  },
  {
    id: "t32-gl-interface-owner",
    build: (s) =>
      s
        .user("Who should review changes to the general ledger interface? I want to make certain the pull request goes to the right person.")
        .assistant("Let me check the CODEOWNERS file.")
        .bash("cat .github/CODEOWNERS", "/gl-interface/   @fin-integration-team\n/policy-core/    @policy-platform\n/billing-client/ @billing-squad")
        .assistant("According to CODEOWNERS, `gl-interface/` is owned by @fin-integration-team.")
        .user("Correct, and to be precise, Margaret Okafor leads that team and is the person who signs off anything touching the ledger posting format.")
        .user("In addition, pull requests for that directory must always be raised against the `release/gl` branch, not against `develop`.")
        .bash("git switch -c feature/gl-posting-date origin/release/gl", "Switched to a new branch 'feature/gl-posting-date'")
        .assistant("I have based the branch on `release/gl` and will request a review from @fin-integration-team.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["margaret", "ledger"] },
      { kind: "instruction", keys: ["release/gl"] },
    ],
  },
  {
    id: "t32-cobol-premium-record",
    build: (s) =>
      s
        .user(
          "We are continuing the migration of the premium calculation from COBOL to Java. Please generate the Java record class that corresponds to the PREMIUM-REC copybook.",
        )
        .file("Read", "migration/copybooks/PREMREC.cpy")
        .bash(
          "sed -n 1,8p migration/copybooks/PREMREC.cpy",
          "       01 PREMIUM-REC.\n          05 PREM-POLICY-NO  PIC X(15).\n          05 PREM-AMOUNT     PIC S9(7)V99 COMP-3.\n          05 PREM-EFF-DATE   PIC 9(8).\n      * NOTE: AMOUNT IS ALWAYS IN CENTS ON PRE-1998 RECORDS\n          05 PREM-STATUS     PIC X.",
        )
        .assistant(
          "PREM-AMOUNT is packed decimal with two implied decimal places. I'd map it to `BigDecimal` with scale 2 and the date to `LocalDate`. Should the comment about pre-1998 records worry us?",
        )
        .user(
          "Not for this record. As a rule for the whole migration, all COMP-3 monetary fields are mapped to BigDecimal and never to double or long; the auditors will reject any rounding difference between the two systems.",
        )
        .file("Write", "premium-core/src/main/java/com/acme/premium/PremiumRecord.java")
        .bash("mvn -q -pl premium-core test -Dtest=PremiumRecordTest", "Tests run: 5, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("PremiumRecord is written with five parsing tests, which pass.")
        .user(
          "One more thing, for the record: the mainframe batch that produces these files runs at 01:30, and its output lands on the SFTP server under `/inbound/premium` at about 03:00.",
        )
        .assistant("Thank you, noted.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["comp-3", "bigdecimal"] },
      { kind: "fact", keys: ["sftp", "inbound"] },
    ],
  },
  {
    id: "t32-empty-javadoc",
    build: (s) =>
      s
        .user("Please add Javadoc to the public methods of `PolicyLookupService`; the checkstyle step of the build is complaining about them.")
        .bash(
          "mvn -q checkstyle:check -pl policy-core",
          "[WARN] PolicyLookupService.java:42:5: Missing a Javadoc comment. [MissingJavadocMethod]\n[WARN] PolicyLookupService.java:58:5: Missing a Javadoc comment. [MissingJavadocMethod]",
          1,
        )
        .file("Edit", "policy-core/src/main/java/com/acme/policy/PolicyLookupService.java")
        .bash("mvn -q checkstyle:check -pl policy-core", "You have 0 Checkstyle violations.")
        .assistant("All four public methods now have Javadoc, and checkstyle reports no violations.")
        .user("Splendid, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-intake-portal-framework",
    build: (s) =>
      s
        .user(
          "The claims intake portal is still on .NET Framework 4.8 and runs under IIS. I would like your opinion: could we realistically move it to .NET 8 during the next quarter?",
        )
        .assistant("It depends mainly on how much WCF and System.Web it uses. Let me look.")
        .bash("grep -rl 'System.ServiceModel' src/ | wc -l", "37")
        .assistant(
          "37 files reference WCF. CoreWCF could cover the client side, but the server-side bindings would need rework, so a move within one quarter looks ambitious to me.",
        )
        .user(
          "Agreed. We have decided to stay on .NET Framework 4.8 for the intake portal until its WCF services are retired, and to revisit the upgrade at that point.",
        )
        .user(
          "Please also note that we owe the architecture board an inventory of those 37 WCF references before any upgrade can be planned; that is work for another day.",
        )
        .assistant("Noted: the WCF inventory for the architecture board remains outstanding.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["4.8", "retired"] },
      { kind: "task", keys: ["inventory", "wcf"] },
    ],
  },
  {
    id: "t32-style-guide-logging",
    build: (s) =>
      s
        .user(
          "Our corporate Java style guide was revised last month, and I would like you to follow it from now on. In particular, loggers are declared as `private static final Logger LOG` and obtained through SLF4J, never through `java.util.logging` or Log4j directly.",
        )
        .user("Secondly, log messages must use parameterised `{}` placeholders rather than string concatenation.")
        .bash(
          "grep -rln 'java.util.logging' src/main/java",
          "src/main/java/com/acme/claims/ClaimRouter.java\nsrc/main/java/com/acme/claims/DocumentIndexer.java\nsrc/main/java/com/acme/claims/ReserveCalculator.java",
        )
        .assistant("Three classes still use java.util.logging: ClaimRouter, DocumentIndexer and ReserveCalculator. Shall I convert them now?")
        .user("Yes, please.")
        .file("Edit", "src/main/java/com/acme/claims/ClaimRouter.java")
        .file("Edit", "src/main/java/com/acme/claims/DocumentIndexer.java")
        .file("Edit", "src/main/java/com/acme/claims/ReserveCalculator.java")
        .bash("mvn -q compile", "")
        .assistant("All three are converted and the module compiles.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["slf4j"] },
      { kind: "instruction", keys: ["placeholders"] },
    ],
  },
  {
    id: "t32-empty-back-from-leave",
    build: (s) =>
      s
        .user("Before we start: I have just returned from two weeks of leave, so I may be a little slow to remember where we were.")
        .assistant("Welcome back. Let me list the branches with recent activity.")
        .bash("git branch --sort=-committerdate | head -4", "* develop\n  feature/claim-adjustments\n  fix/billing-timeout\n  feature/gl-posting-date")
        .assistant("The most recently touched branches are feature/claim-adjustments, fix/billing-timeout and feature/gl-posting-date.")
        .user("Very good. I think that is enough for today; I shall pick things up tomorrow morning.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-mq-listener-reconnects",
    build: (s) =>
      s
        .user(
          "The premium notifications are delivered over IBM MQ. Could you look into why the consumer in `notify-listener` keeps reconnecting every few minutes?",
        )
        .bash(
          "grep -nE 'queueManager|channel|connName' notify-listener/src/main/resources/application.yml",
          "7:    queueManager: QMPRD01\n8:    channel: APP.SVRCONN\n9:    connName: mqprd01(1414)",
        )
        .bash(
          "grep -m2 JMSWMQ notify-listener/logs/listener.log",
          "JMSWMQ2002: Failed to get a message from destination 'PREMIUM.NOTIFY'.\nIBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2009' ('MQRC_CONNECTION_BROKEN').",
        )
        .assistant(
          "The connection is being broken from the queue manager's side. It might be a heartbeat mismatch or the channel's disconnect interval, though I cannot confirm which from here.",
        )
        .user(
          "It is the disconnect interval. I asked the middleware team and they confirmed that QMPRD01 drops idle client connections after 300 seconds; that is a platform setting which they will not change for us.",
        )
        .user("Let us set the client heartbeat to 60 seconds, then.")
        .file("Edit", "notify-listener/src/main/resources/application.yml")
        .bash("mvn -q -pl notify-listener test", "Tests run: 18, Failures: 0, Errors: 0, Skipped: 0")
        .assistant(
          "The heartbeat is now 60 seconds and the tests pass. One thing remains open: the listener has no backoff when it reconnects, so a real outage would make it retry in a tight loop. We should add a reconnect backoff once this fix has been in production for a while.",
        )
        .user("Agreed, leave the backoff for after the release.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["qmprd01", "idle"] },
      { kind: "task", keys: ["backoff", "reconnect"] },
    ],
  },
  {
    id: "t32-report-module-jdbc",
    build: (s) =>
      s
        .user(
          "The report module still uses raw JDBC with SQL strings built by hand, whereas the rest of the application uses Hibernate. I would like to discuss whether we should move it to JPA.",
        )
        .assistant(
          "Three options come to mind: (a) migrate to JPA entities, (b) keep JDBC but use Spring's NamedParameterJdbcTemplate, or (c) adopt jOOQ. As the reports are mostly large read-only aggregates, (b) would be the least disruptive.",
        )
        .user(
          "jOOQ is out of the question for us. We will go with NamedParameterJdbcTemplate for the report module: the reports are read-only and JPA would only add overhead.",
        )
        .file("Edit", "reports/src/main/java/com/acme/reports/ClaimsAgingReportDao.java")
        .bash("mvn -q -pl reports test", "Tests run: 9, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("I converted the first DAO, `ClaimsAgingReportDao`; its tests pass. The other eleven DAOs are still on raw JDBC.")
        .user("Leave the remaining eleven DAOs for a later session; I want to go through the first one with the team on Thursday before we continue.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["namedparameterjdbctemplate"] },
      { kind: "task", keys: ["eleven", "daos"] },
    ],
  },
  {
    id: "t32-empty-policy-regex",
    build: (s) =>
      s
        .user("Could you write a regular expression that validates our policy numbers? They look like `PA-2019-0004411`.")
        .assistant("Is the year always four digits and the sequence always seven digits, including on the very old policies?")
        .user("I believe so, but I am not certain about the policies migrated from the old system; let us assume so for the moment.")
        .file("Edit", "policy-core/src/main/java/com/acme/policy/PolicyNumber.java")
        .bash("mvn -q -pl policy-core test -Dtest=PolicyNumberTest", "Tests run: 6, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("I added the pattern `^PA-\\d{4}-\\d{7}$` to `PolicyNumber` with six tests, all passing.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-sonar-quality-gate",
    build: (s) =>
      s
        .user(
          "The SonarQube quality gate failed for the claims-core build this morning. For your background: the gate is configured centrally by the DevSecOps group, and project teams cannot override it, so we simply have to meet it.",
        )
        .bash(
          "mvn -q verify sonar:sonar -pl claims-core | tail -3",
          "[INFO] QUALITY GATE STATUS: FAILED\n[INFO]   Coverage on New Code: 71.4% (required >= 80.0%)\n[INFO]   Duplicated Lines on New Code: 1.2%",
        )
        .assistant("Coverage on new code is 71.4%; most of the uncovered lines are in `ClaimSplitter`.")
        .user("Please write tests for ClaimSplitter to bring it above the threshold.")
        .file("Write", "claims-core/src/test/java/com/acme/claims/ClaimSplitterTest.java")
        .bash("mvn -q verify sonar:sonar -pl claims-core | tail -2", "[INFO] QUALITY GATE STATUS: PASSED\n[INFO]   Coverage on New Code: 86.2%")
        .assistant("The gate passes now, with 86.2% coverage on new code.")
        .user("Good. From now on, please write the unit tests in the same change as the code they cover, so that we never have to catch up afterwards.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["gate", "devsecops"] },
      { kind: "instruction", keys: ["unit", "change"] },
    ],
  },
  {
    id: "t32-controlm-archive-job",
    build: (s) =>
      s
        .user(
          "Our Control-M job CLMB0420 still calls the old Korn shell script that copies files to the document archive. When the archive moves to the new object store in January, that script will have to be rewritten in Java; please record that as outstanding, because it cannot be done before the object store exists.",
        )
        .bash(
          "sed -n 1,6p scripts/clmb0420.ksh",
          "#!/bin/ksh\n# NEVER run this by hand in production\n. /opt/claims/etc/env.ksh\ncp $SRC/*.pdf /archive/docs/ || exit 8\nexit 0",
        )
        .assistant("The script copies the PDFs and exits with 8 on failure, which Control-M treats as NOTOK. I have not changed anything.")
        .user(
          "Good. For your information, Control-M scheduling in production is administered by the operations bridge, so please never propose editing the job definitions directly; draft a request to them instead.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [
      { kind: "task", keys: ["clmb0420"] },
      { kind: "fact", keys: ["control-m", "bridge"] },
      { kind: "instruction", keys: ["definitions", "request"] },
    ],
  },
  {
    id: "t32-empty-wsdl-diff",
    build: (s) =>
      s
        .user(
          "Could you tell me what changed between version 3 and version 4 of the claim status WSDL? One of the partners has asked whether they need to regenerate their client.",
        )
        .bash("diff wsdl/ClaimStatus_v3.wsdl wsdl/ClaimStatus_v4.wsdl", '48a49\n>         <xsd:element name="reasonCode" type="xsd:string" minOccurs="0"/>', 1)
        .assistant(
          "The only difference is an optional `reasonCode` element in the status response. A client that validates strictly against the old schema might reject it; a lenient one will ignore it. Whether this partner validates strictly, I do not know.",
        )
        .user("I shall pass that on to them. Thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-date-time-library",
    build: (s) =>
      s
        .user("The policy-core module mixes java.util.Date, Joda-Time and java.time. I would like us to standardise on one of them.")
        .assistant("My suggestion would be java.time throughout, with converters at the JAXB boundary. Would you like me to sketch that?")
        .user(
          "At first I thought we ought to keep Joda-Time in the SOAP layer, since the generated classes use it. Having looked at the bindings file, however, we can map xs:dateTime to OffsetDateTime with an adapter, so the decision is: java.time everywhere, and Joda-Time leaves the dependency tree once the migration is complete.",
        )
        .bash("mvn -q dependency:tree -pl policy-core | grep joda", "[INFO] +- joda-time:joda-time:jar:2.9.9:compile")
        .file("Write", "policy-core/src/main/java/com/acme/policy/xml/OffsetDateTimeAdapter.java")
        .bash("grep -rl 'org.joda.time' policy-core/src/main/java | wc -l", "14")
        .assistant("The adapter is in place and the bindings use it. Joda-Time is still referenced by 14 classes.")
        .user("Those 14 classes can wait until after the November release; leave the Joda conversion for later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["java.time"] },
      { kind: "task", keys: ["joda", "14"] },
    ],
  },
  {
    id: "t32-empty-stateful-beans",
    build: (s) =>
      s
        .user(
          "I have a question, purely for my own understanding: what is the difference between a stateless and a stateful session bean, and why might the original authors have chosen a stateful bean for the quotation wizard?",
        )
        .file("Read", "quotation/src/main/java/com/acme/quote/QuoteWizardBean.java")
        .assistant(
          "A stateless bean keeps nothing between calls; a stateful one is bound to one client and keeps its fields. In QuoteWizardBean the partially completed quote seems to be kept in fields between the wizard's steps, which is perhaps why it was made stateful, although I cannot tell from the history whether that was deliberate. There is a `// TODO: make stateless` comment at line 12.",
        )
        .user("Interesting. Thank you for the explanation.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-claims-statistics-job",
    build: (s) =>
      s
        .user("The nightly statistics job on the CLAIMS schema ran for six hours last night. Can you find out why?")
        .bash(
          "sqlplus -s claims_ro@CLMPRD @sql/job_runs.sql GATHER_CLAIMS_STATS",
          "JOB_NAME              STATUS     RUN_DURATION\n--------------------- ---------- ------------\nGATHER_CLAIMS_STATS   SUCCEEDED  +00 06:02:11",
        )
        .assistant(
          "The job succeeded but took six hours; CLM_DOCUMENT has grown to 410 million rows. Perhaps histogram collection on its columns is to blame, but I would need a trace to be sure.",
        )
        .user(
          "Any change to statistics collection goes through Rajesh Iyer, who is the DBA responsible for the claims database; please do not alter the DBMS_STATS preferences yourself.",
        )
        .user("I have decided that we shall ask Rajesh to switch CLM_DOCUMENT to incremental statistics. Please draft the request for him.")
        .file("Write", "docs/requests/clm-document-statistics.md")
        .assistant("The draft request is in docs/requests/clm-document-statistics.md.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["rajesh", "dba"] },
      { kind: "instruction", keys: ["dbms_stats"] },
      { kind: "decision", keys: ["incremental"] },
    ],
  },
  {
    id: "t32-empty-broker-lookup",
    build: (s) =>
      s
        .user(
          "Do you think the slow response times on the quotation screen could be caused by N+1 queries in the broker lookup? I have no evidence yet; it is only a suspicion.",
        )
        .assistant("It is possible. Let me count the broker queries in last night's SQL trace.")
        .bash("grep -c 'select broker' logs/sql-trace.log", "214")
        .assistant(
          "214 broker selects for a single screen load does suggest an N+1 pattern, although I have not measured how much of the response time they account for.",
        )
        .user("Let us not act on it until we have a proper profile.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-spring-boot-upgrade",
    build: (s) =>
      s
        .user(
          "Spring Boot 2.7 is out of open-source support, and the platform group published its guidance yesterday. I would like to work out what it means for the claims platform.",
        )
        .bash(
          "grep -n -A1 'spring-boot-starter-parent' pom.xml",
          "12:    <artifactId>spring-boot-starter-parent</artifactId>\n13:    <version>2.7.18</version>",
        )
        .assistant("We are on 2.7.18. Moving to 3.x requires Java 17 and the migration from the javax to the jakarta namespace.")
        .user(
          "Right. The decision, agreed at this morning's design authority, is that the claims platform upgrades to Spring Boot 3.3 in the first quarter, with the Java 17 runtime going in first as a separate release.",
        )
        .user("Until then, we must not introduce any new javax imports in new code; use the jakarta equivalents wherever a library already supports them.")
        .assistant("Understood. One thing I could not determine is whether the vendor's rating engine jar works with the jakarta namespace at all.")
        .user("Nobody knows yet. Checking the vendor rating engine for jakarta compatibility is still to be done; leave it open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["boot", "3.3"] },
      { kind: "instruction", keys: ["javax", "jakarta"] },
      { kind: "task", keys: ["rating", "vendor"] },
    ],
  },
  {
    id: "t32-atlas-close-claim",
    build: (s) =>
      s
        .user("The service layer uses our internal framework, Atlas, which wraps Spring transactions. Please add a service method that closes a claim.")
        .file("Read", "claims-core/src/main/java/com/acme/claims/ClaimService.java")
        .assistant("I will add `closeClaim` following the pattern of the neighbouring methods.")
        .file("Edit", "claims-core/src/main/java/com/acme/claims/ClaimService.java")
        .bash("mvn -q -pl claims-core test -Dtest=ClaimServiceTest", "Tests run: 14, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("`closeClaim` is added with two new tests; all 14 pass.")
        .user(
          "Thank you. For your information, the Atlas framework is maintained by the Core Platform team in Leeds, and its source is read-only for us. If something in Atlas needs to change, we open a ticket in their ATLAS Jira project rather than patching it locally.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["atlas", "leeds"] },
      { kind: "instruction", keys: ["atlas", "jira"] },
    ],
  },
  {
    id: "t32-empty-bean-name",
    build: (s) =>
      s
        .user("The application context fails to start with a NoSuchBeanDefinitionException for `claimRepository`. Please fix it.")
        .bash(
          "mvn -q spring-boot:run 2>&1 | grep -m1 NoSuchBean",
          "org.springframework.beans.factory.NoSuchBeanDefinitionException: No qualifying bean of type 'com.acme.claims.ClaimRepository' available",
          1,
        )
        .assistant(
          "The bean is declared as `claimsRepository` in applicationContext-dao.xml. I could rename it, or, while we are here, we could replace the XML configuration with Java configuration.",
        )
        .user("Just correct the bean name, please; no restructuring in this change.")
        .file("Edit", "src/main/resources/applicationContext-dao.xml")
        .bash("mvn -q spring-boot:run 2>&1 | grep -m1 Started", "Started ClaimsApplication in 14.2 seconds (JVM running for 15.1)")
        .assistant("Fixed; the application starts.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-soap-fault-codes",
    build: (s) =>
      s
        .user(
          "I have reviewed the error handling in the endpoint classes and it is inconsistent. Integration standard 4.2 requires that every SOAP fault returned to partners carries one of the catalogued codes from `ErrorCatalog.xml`; free-text faults are not permitted.",
        )
        .bash("grep -rn 'faultStringOrReason' src/main/java | wc -l", "11")
        .assistant("Eleven places build free-text faults: four in the policy endpoint and seven in the legacy broker endpoint. Shall I convert them?")
        .user(
          "Convert the four in the policy endpoint today. The remaining seven in the broker endpoint must wait until the broker contract is renegotiated next year.",
        )
        .file("Edit", "src/main/java/com/acme/ws/PolicyEndpoint.java")
        .bash("mvn -q test -Dtest=PolicyEndpointTest", "Tests run: 12, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The four policy endpoint faults now use the catalogued codes POL-001 to POL-004, and the endpoint tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["fault", "catalog"] },
      { kind: "task", keys: ["broker", "seven"] },
    ],
  },
  {
    id: "t32-policy-extract-transport",
    build: (s) =>
      s
        .user(
          "We need to decide how the new Java service will receive the daily policy extract from the mainframe. The options are the existing SFTP drop, a queue on MQ, or a direct DB2 connection.",
        )
        .assistant(
          "Since the extract is produced by a batch job as a single file, the SFTP drop fits most naturally; MQ would mean splitting it into messages, and DB2 would couple us to the mainframe schema.",
        )
        .user(
          "I was inclined towards a direct connection at first, but the mainframe team does not grant read access to production DB2 from distributed systems. We will therefore keep the SFTP transfer for the daily extract and convert from EBCDIC to UTF-8 on our side.",
        )
        .bash("iconv -f IBM-037 -t UTF-8 /inbound/policy/PLXTRACT.D261104 | head -c 60", "PA-2019-0004411 20261104 ACTIVE   0000123456 LEEDS BRANCH")
        .assistant("The file converts cleanly from IBM-037 to UTF-8; I will build the reader on that.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["sftp", "extract"] },
      { kind: "fact", keys: ["db2", "access"] },
    ],
  },
  {
    id: "t32-empty-regression-table",
    build: (s) =>
      s
        .user("Could you turn the regression results in `target/regression.csv` into a Markdown table that I can paste into the Confluence page?")
        .bash("cat target/regression.csv", "suite,passed,failed\npolicy,412,0\nclaims,388,2\nbilling,97,0")
        .assistant("| suite | passed | failed |\n|---|---|---|\n| policy | 412 | 0 |\n| claims | 388 | 2 |\n| billing | 97 | 0 |")
        .user("Perfect, thank you very much.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-uat-weblogic-jvm",
    build: (s) =>
      s
        .user("The deployment to the UAT WebLogic domain failed. Please take a look at the console output.")
        .bash(
          "./deploy-uat.sh claims-web.war",
          "weblogic.management.DeploymentException: java.lang.UnsupportedClassVersionError: com/acme/claims/web/ClaimsServlet has been compiled by a more recent version of the Java Runtime (class file version 61.0)",
          1,
        )
        .assistant("The artefact was compiled for Java 17 (class file 61), so the domain must be running an older JVM. Let me check.")
        .bash("ssh uat-wls01 'java -version' 2>&1 | head -1", 'java version "1.8.0_401"')
        .assistant("Confirmed: the UAT WebLogic servers run Java 8, so anything deployed to that domain has to be compiled with release 8.")
        .user(
          "Yes, and they will stay on Java 8 until the WebLogic 14 upgrade, which is scheduled for March. Please set `maven.compiler.release` to 8 in the uat profile.",
        )
        .file("Edit", "claims-web/pom.xml")
        .bash("mvn -q -Puat -pl claims-web package", "BUILD SUCCESS")
        .assistant("The uat profile now compiles with release 8 and the package builds.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["uat", "weblogic"] },
      { kind: "fact", keys: ["march", "upgrade"] },
    ],
  },
  {
    id: "t32-rest-naming-convention",
    build: (s) =>
      s
        .user(
          "Per the corporate API style guide, REST resources in the new API layer are named with plural nouns in kebab-case, for example `/claim-adjustments`, and carry a `/v1` version prefix. Please rename the endpoints you created yesterday accordingly.",
        )
        .bash(
          "grep -rn '@RequestMapping' api/src/main/java",
          'api/src/main/java/com/acme/api/ClaimAdjustmentController.java:18:@RequestMapping("/claimAdjustment")',
        )
        .file("Edit", "api/src/main/java/com/acme/api/ClaimAdjustmentController.java")
        .bash("mvn -q -pl api test", "Tests run: 21, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Renamed to `/v1/claim-adjustments`; the API tests pass.")
        .user("Also, DTO class names end in `Dto`, never `DTO` or `Bean`, and those classes live in a `dto` package.")
        .file("Edit", "api/src/main/java/com/acme/api/dto/ClaimAdjustmentDto.java")
        .assistant("ClaimAdjustmentDTO is now `dto.ClaimAdjustmentDto`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["kebab-case", "plural"] },
      { kind: "instruction", keys: ["dto", "package"] },
    ],
  },
  {
    id: "t32-empty-fx-rates-lock",
    build: (s) =>
      s
        .user("The batch that loads exchange rates failed at 04:10 with ORA-00054. Is it possible that the backup was holding a lock at that time?")
        .bash("grep -m1 ORA- logs/fxload.log", "ORA-00054: resource busy and acquire with NOWAIT specified or timeout expired")
        .assistant(
          "ORA-00054 means another session held a lock on the table. An RMAN backup would not normally lock rows; a concurrent batch seems more likely, but I cannot confirm that without the AWR report.",
        )
        .user("I shall rerun it by hand this morning and see whether it recurs.")
        .assistant("That sounds sensible.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-correspondence-transport",
    build: (s) =>
      s
        .user("For the outbound correspondence we will publish to the Kafka topic `corr.outbound` that the integration team set up.")
        .assistant("I'll add the producer configuration.")
        .file("Edit", "correspondence/src/main/resources/application.yml")
        .user(
          "I apologise, I have to change that. The integration team has just informed me that Kafka is not yet approved for production use in our data centre, so we will publish the correspondence events to IBM MQ on the `CORR.OUTBOUND` queue instead. Please remove the Kafka producer.",
        )
        .file("Edit", "correspondence/src/main/resources/application.yml")
        .bash("mvn -q -pl correspondence test", "Tests run: 16, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The Kafka producer is gone; events now go through a JmsTemplate to CORR.OUTBOUND, and the tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["mq", "correspondence"] },
      { kind: "fact", keys: ["kafka", "approved"] },
    ],
  },
  {
    id: "t32-partner-certificate",
    build: (s) =>
      s
        .user(
          "The client certificate for the partner gateway expires in February. Renewal requires a CSR signed off by the security office, which cannot be requested before January. Please keep the certificate renewal on the list of outstanding work so that we do not forget it.",
        )
        .bash(
          "keytool -list -v -keystore config/partner-gateway.jks -storepass:env KS_PASS | grep -m1 Valid",
          "Valid from: Mon Feb 15 09:00:00 GMT 2026 until: Sun Feb 14 09:00:00 GMT 2027",
        )
        .assistant("Confirmed: the partner-gateway client certificate is valid until 14 February 2027.")
        .user("Thank you.")
        .stop(),
    planted: [
      { kind: "task", keys: ["certificate", "csr"] },
      { kind: "fact", keys: ["partner-gateway", "february"] },
    ],
  },
  {
    id: "t32-integration-test-database",
    build: (s) =>
      s
        .user(
          "Our integration tests currently run against the shared DEV Oracle instance, which other teams also use, and the runs often interfere with one another. I would like to discuss alternatives.",
        )
        .assistant(
          "We could use Testcontainers with an Oracle XE image, or H2 in Oracle compatibility mode. H2 is faster, but it does not support the PL/SQL packages the claims module calls.",
        )
        .user("What about the licensing of the Oracle XE image; is that a problem?")
        .assistant("Oracle XE is free to use, including in CI, within its resource limits.")
        .user("Then we will go with Testcontainers and Oracle XE for the integration tests, and stop using the shared DEV instance for them.")
        .file("Write", "claims-core/src/test/java/com/acme/claims/it/OracleContainerSupport.java")
        .bash("mvn -q -Pit -pl claims-core verify", "Tests run: 58, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The 58 integration tests now run against a throwaway Oracle XE container and pass locally.")
        .user(
          "The Jenkins agents have no Docker yet, so enabling the `it` profile in the pipeline has to wait until the agents are rebuilt; please leave that as an open item.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["testcontainers"] },
      { kind: "task", keys: ["pipeline", "profile"] },
    ],
  },
  {
    id: "t32-empty-misplaced-commits",
    build: (s) =>
      s
        .user(
          "I have made rather a mess of my local branch: I committed to develop by accident. Could you move the last two commits onto a new feature branch for me?",
        )
        .bash("git branch feature/fx-rates && git reset --hard HEAD~2", "HEAD is now at 3e4f5a6 Merge branch 'fix/billing-timeout' into develop")
        .assistant("Your two commits are now on feature/fx-rates, and develop is back where origin/develop is.")
        .user("Marvellous, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-json-logging",
    build: (s) =>
      s
        .user(
          "The operations team has asked us to emit structured logs so that Splunk can parse them without custom extraction rules. I propose logstash-logback-encoder; do you see any objection?",
        )
        .assistant("None on technical grounds; it is widely used. It adds roughly 300 KB to each artefact.")
        .user("Very well, the decision is made: all claims services will log JSON through logstash-logback-encoder, starting with the next release.")
        .file("Edit", "claims-core/src/main/resources/logback-spring.xml")
        .bash("mvn -q -pl claims-core test", "Tests run: 212, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The encoder is configured in logback-spring.xml and the tests pass.")
        .user("Incidentally, the Splunk index for the claims services is `ins_claims_prd`, in case you need to search it later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["logstash"] },
      { kind: "fact", keys: ["ins_claims_prd"] },
    ],
  },
  {
    id: "t32-claim-adjustments-open-items",
    build: (s) =>
      s
        .user(
          "Before I leave for the day, let us write down what remains open on the claim adjustments feature, so that whoever picks it up tomorrow knows where we stand.",
        )
        .bash("git diff --stat develop...feature/claim-adjustments | tail -1", " 23 files changed, 1184 insertions(+), 37 deletions(-)")
        .assistant(
          "The open items I can see are:\n- the approval workflow screen is not yet wired to the new service\n- the adjustment audit table has no purge job\n- the Liquibase rollback for CLM_ADJUSTMENT is missing",
        )
        .user("That is correct; all three remain to be done, although the purge job needs a retention figure from compliance first.")
        .stop(),
    planted: [
      { kind: "task", keys: ["approval", "workflow"] },
      { kind: "task", keys: ["purge"] },
      { kind: "task", keys: ["rollback"] },
    ],
  },
  {
    id: "t32-sql-standards",
    build: (s) =>
      s
        .user(
          "When you write SQL for the Oracle schemas, please follow the database standards: keywords in upper case, table aliases of at least three letters, and no `SELECT *` in application code.",
        )
        .user("And bind variables are mandatory; literals in WHERE clauses were forbidden by the last security review.")
        .bash(
          "grep -rn 'SELECT \\*' src/main/resources/sql",
          "src/main/resources/sql/claimsAging.sql:3:SELECT * FROM clm_claim c\nsrc/main/resources/sql/brokerTotals.sql:1:SELECT * FROM brk_commission b",
        )
        .assistant("Two queries use `SELECT *` and one-letter aliases. I will list the columns explicitly and rename the aliases.")
        .file("Edit", "src/main/resources/sql/claimsAging.sql")
        .file("Edit", "src/main/resources/sql/brokerTotals.sql")
        .bash("mvn -q test -Dtest=SqlResourcesTest", "Tests run: 8, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Both queries are rewritten and the SQL resource tests pass.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["keywords", "aliases"] },
      { kind: "instruction", keys: ["bind"] },
    ],
  },
  {
    id: "t32-build-agent-jdk",
    build: (s) =>
      s
        .user(
          "Which JDK distribution should the build servers use? At present some of them have the Oracle JDK and others have OpenJDK builds of various origins.",
        )
        .assistant(
          "The usual candidates are Eclipse Temurin, the Red Hat build of OpenJDK, which a RHEL subscription covers, and the Oracle JDK, which needs a licence.",
        )
        .bash(
          "ansible build_agents -m shell -a 'java -version 2>&1 | head -1' | grep -v SUCCESS",
          'openjdk version "17.0.9" 2023-10-17\njava version "17.0.8" 2023-07-18 LTS\nopenjdk version "11.0.21" 2023-10-17',
        )
        .user(
          "Because the servers run RHEL and our subscription already covers it, we have chosen the Red Hat build of OpenJDK 17 for all build agents and runtime hosts.",
        )
        .assistant("Understood.")
        .stop(),
    planted: [{ kind: "decision", keys: ["openjdk", "17"] }],
  },
  {
    id: "t32-quote-service-versioning",
    build: (s) =>
      s
        .user(
          "The partners have asked for a new field on the quote response. Adding it to the existing WSDL might break the older partners who validate strictly.",
        )
        .assistant("We could either add an optional element to the current schema, or publish a v2 namespace alongside v1.")
        .user("Would an optional element really break them?")
        .assistant(
          "Partners who validate against the old XSD with strict processing will reject an unknown element; according to the onboarding notes, two of them do.",
        )
        .user("Then we publish a v2 namespace for the quote service next to v1, and v1 stays frozen.")
        .file("Write", "wsdl/QuoteService_v2.wsdl")
        .bash("mvn -q -Pwsdl generate-sources -pl quote-ws", "BUILD SUCCESS")
        .assistant("QuoteService_v2.wsdl is added and its classes are generated into the v2 package.")
        .user("We shall have to tell the partners the retirement date for v1 once the business has chosen one; that is not decided yet, so leave it open.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["v2", "namespace"] },
      { kind: "task", keys: ["retirement", "v1"] },
    ],
  },
  {
    id: "t32-empty-rename-variable",
    build: (s) =>
      s
        .user("Please rename the variable `tmp2` in `PremiumCalculator.calculate` to something meaningful; it holds the loading factor.")
        .file("Edit", "premium-core/src/main/java/com/acme/premium/PremiumCalculator.java")
        .bash("mvn -q -pl premium-core test", "Tests run: 64, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Renamed to `loadingFactor`; the tests pass.")
        .user("Thanks.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-commission-rule-flags",
    build: (s) =>
      s
        .user(
          "The business wishes to switch the new broker commission rules on for one region at a time. Should we build our own flag mechanism, or use something that exists already?",
        )
        .assistant(
          "Atlas already has a configuration service with per-region properties. The alternatives would be Togglz or Unleash, which would be new dependencies.",
        )
        .user("We will use the Atlas configuration service for the commission rule flags rather than introduce another library; the team already operates it.")
        .bash("grep -rn 'commission' config/atlas/regions/*.properties | head -2", "config/atlas/regions/north.properties:4:commission.rules.v2=false")
        .file("Edit", "claims-core/src/main/java/com/acme/claims/commission/CommissionRules.java")
        .assistant("CommissionRules now reads `commission.rules.v2` from the Atlas configuration service for the broker's region.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["commission", "flags"] },
      { kind: "fact", keys: ["per-region"] },
    ],
  },
  {
    id: "t32-archive-purge-schedule",
    build: (s) =>
      s
        .user("Let us schedule the archive purge for the first Sunday of every month.")
        .assistant("I'll set the Quartz trigger to `0 0 2 ? * 1#1`.")
        .file("Edit", "archive/src/main/resources/quartz-jobs.xml")
        .user(
          "Wait, I was wrong about that. Operations reminded me that the first weekend of each month is the finance month-end close, when batch capacity is reserved for the ledger jobs. We will run the archive purge on the third Sunday of each month instead.",
        )
        .file("Edit", "archive/src/main/resources/quartz-jobs.xml")
        .bash("mvn -q -pl archive test", "Tests run: 7, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The trigger is now `0 0 2 ? * 1#3`, the third Sunday at 02:00, and the tests pass.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["third", "purge"] },
      { kind: "fact", keys: ["month-end", "capacity"] },
    ],
  },
  {
    id: "t32-pentest-findings",
    build: (s) =>
      s
        .user(
          "The penetration test report has arrived. Most findings are already fixed, but the missing Strict-Transport-Security header on the legacy portal cannot be fixed until the network team changes the F5 configuration in their December window. Please record the Strict-Transport-Security header on the portal as an open item against our team.",
        )
        .bash("curl -sI https://portal-uat.internal.acme/ | grep -i strict-transport", "", 1)
        .assistant("Confirmed: UAT returns no Strict-Transport-Security header at present.")
        .user("As for the finding about verbose error pages, please fix that one now in web.xml.")
        .file("Edit", "portal/src/main/webapp/WEB-INF/web.xml")
        .bash("mvn -q -pl portal package", "BUILD SUCCESS")
        .assistant("web.xml now maps 500 and Throwable to a generic error page, so stack traces no longer reach the browser.")
        .stop(),
    planted: [{ kind: "task", keys: ["strict-transport-security", "portal"] }],
  },
  {
    id: "t32-premium-runbook",
    build: (s) =>
      s
        .user(
          "The runbook for the premium batch is badly out of date. I have not the time today, but it must be rewritten before the operations handover on 5 December; please keep the runbook rewrite as an outstanding task.",
        )
        .bash("git log -1 --format=%cd docs/runbooks/premium-batch.md", "Tue Mar 8 14:02:51 2022 +0000")
        .assistant("Its last commit is from March 2022.")
        .stop(),
    planted: [{ kind: "task", keys: ["runbook", "premium"] }],
  },
  {
    id: "t32-template-encoding",
    build: (s) =>
      s
        .user("Some of the correspondence templates are stored as Windows-1252 and others as UTF-8, which produces broken characters in the letters.")
        .bash("file -bi templates/*.ftl | sort | uniq -c", "      9 text/plain; charset=iso-8859-1\n     31 text/plain; charset=utf-8")
        .assistant("Nine templates are in a single-byte Windows encoding; the other 31 are UTF-8.")
        .user("We will convert every template to UTF-8 and declare that encoding in the FreeMarker configuration.")
        .bash(
          'for f in $(file -i templates/*.ftl | grep iso-8859 | cut -d: -f1); do iconv -f WINDOWS-1252 -t UTF-8 "$f" -o "$f.tmp" && mv "$f.tmp" "$f"; done',
          "",
        )
        .file("Edit", "correspondence/src/main/java/com/acme/corr/FreemarkerConfig.java")
        .assistant("All 40 templates are UTF-8 now, and the FreeMarker configuration sets `defaultEncoding` to UTF-8.")
        .user(
          "Going forward, all text files in the repository, templates, properties and SQL alike, are to be saved as UTF-8 without a BOM; please configure .editorconfig accordingly.",
        )
        .file("Write", ".editorconfig")
        .stop(),
    planted: [
      { kind: "decision", keys: ["utf-8", "template"] },
      { kind: "instruction", keys: ["bom"] },
    ],
  },
  {
    id: "t32-pdf-renderer",
    build: (s) =>
      s
        .user("The correspondence service needs a PDF renderer. We evaluated iText and Apache PDFBox last week; I would welcome your view.")
        .assistant("Has an iText licence been procured? iText 7 is dual-licensed, and closed-source use requires the commercial licence.")
        .user("No, and procuring one would take months. We will use Apache PDFBox for rendering the letters.")
        .file("Edit", "correspondence/pom.xml")
        .bash("mvn -q dependency:tree -pl correspondence | grep pdfbox", "[INFO] +- org.apache.pdfbox:pdfbox:jar:3.0.3:compile")
        .assistant("PDFBox 3.0.3 is on the classpath.")
        .user("The accessibility review of the generated PDFs, meaning PDF/UA tagging, is not something we can manage this sprint; please note it for later.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pdfbox"] },
      { kind: "task", keys: ["accessibility", "pdf"] },
    ],
  },
  {
    id: "t32-empty-jenkins-warning",
    build: (s) =>
      s
        .user(
          'The Jenkins build printed these warnings; should I be worried?\n```\n[WARNING] The requested profile "always-sign" could not be activated because it does not exist.\n[WARNING] TODO markers found: 143\n```',
        )
        .bash("grep -rn 'always-sign' Jenkinsfile pom.xml */pom.xml", "Jenkinsfile:22:        sh 'mvn -Palways-sign deploy'")
        .assistant(
          "So the first warning comes from line 22 of the Jenkinsfile, and Maven simply skips the profile it cannot find. Perhaps signing was meant to happen there; I cannot tell whether anything relied on it.",
        )
        .user("I shall ask around. No change for now.")
        .stop(),
    planted: [],
  },
  {
    id: "t32-premium-batch-oncall",
    build: (s) =>
      s
        .user("If the premium batch fails overnight, who is called?")
        .bash("cat docs/oncall.yaml", "premium-batch:\n  primary: ops-bridge\n  escalation: claims-dev-oncall\nbilling-batch:\n  primary: ops-bridge")
        .assistant(
          "According to docs/oncall.yaml, the operations bridge is called first for the premium batch, and it escalates to the claims development on-call rota.",
        )
        .user("That is right. The claims development rota changes hands every Wednesday at 09:00.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bridge", "on-call"] },
      { kind: "fact", keys: ["rota", "wednesday"] },
    ],
  },
  {
    id: "t32-merge-request-etiquette",
    build: (s) =>
      s
        .user(
          "A request about the way we work together: when you prepare a merge request for me, write the description in the house template, with the sections Summary, Change ticket, Testing evidence and Rollback plan.",
        )
        .user("Also, never merge anything yourself; merging is done by the release manager.")
        .bash(
          "glab mr create --draft --fill --target-branch develop",
          "Creating draft merge request for feature/claim-adjustments into develop\n!482 Claim adjustments: service and schema",
        )
        .file("Edit", ".gitlab/merge_request_templates/house.md")
        .assistant("Draft merge request !482 is open with the four template sections filled in; I have not merged it.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["template", "merge"] },
      { kind: "instruction", keys: ["merging", "release"] },
    ],
  },
  {
    id: "t32-empty-explain-plan",
    build: (s) =>
      s
        .user("Could you show me the execution plan for the claims ageing query? I would like to understand why it takes eight seconds.")
        .bash(
          "sqlplus -s claims_ro@CLMDEV @sql/explain.sql claimsAging",
          "| Id | Operation          | Name      | Rows  | Cost  |\n|  0 | SELECT STATEMENT   |           | 48210 | 91240 |\n|* 1 |  TABLE ACCESS FULL | CLM_CLAIM | 48210 | 91240 |",
        )
        .assistant(
          "The plan is a full scan of CLM_CLAIM. Possibly no index covers `status_date`, though I have only looked at this plan and not at the index definitions; an index on (status, status_date) might help, but I would want to test it against the insert load first.",
        )
        .user("Thank you; I shall think about it.")
        .stop(),
    planted: [],
  },
];

/** The tuning32 set: events, segments and scoring of TUNING32_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const TUNING32 = plantedSet(TUNING32_SESSIONS, START);
