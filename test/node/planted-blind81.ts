/**
 * Blind planted set 81 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: maintenance of a legacy enterprise Java/Spring monolith (SOAP integrations, a change
 * advisory board, on-prem deploys in maintenance windows, Oracle, old colleagues' tribal
 * knowledge), in a GitHub Copilot CLI voice with formal, cautious users.
 * Each session is one segment; the items planted in it are listed with it: 75 items (16 decisions, 19 instructions, 23 facts, 17 tasks) in 51 sessions, 12 of which plant nothing (57 user/assistant messages between them). Every other message
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

export const BLIND81_SESSIONS: BlindSession[] = [
  {
    id: "b81-wsdl-schemalocation",
    build: (s) =>
      s
        .user(
          "Good morning. The nightly build of the ledger-core module failed after Dieter's change to the InvoiceService WSDL. Could you take a look, please?",
        )
        .bash(
          "mvn -s settings-corp.xml -pl ledger-core -am clean install -DskipTests",
          "[INFO] --- cxf-codegen-plugin:3.1.18:wsdl2java (generate-sources) @ ledger-core ---\n[ERROR] Failed to execute goal org.apache.cxf:cxf-codegen-plugin:3.1.18:wsdl2java: undefined element declaration 'tns:TaxLine' at InvoiceService.wsdl line 41\n[INFO] BUILD FAILURE",
          1,
        )
        .assistant(
          "wsdl2java fails because InvoiceService.wsdl references tns:TaxLine, which is declared in common-types.xsd, but the xsd:import still points at ../common-types.xsd, and the WSDLs were moved to src/main/resources/wsdl/v2 in that change. Two options: (a) correct the schemaLocation in the import, or (b) introduce a jax-ws-catalog.xml so schema resolution no longer depends on relative paths. Which would you prefer?",
        )
        .user(
          "Let us not introduce a catalog. We stay with plain relative schemaLocation paths in the WSDLs; a catalog would have to go through its own CAB review and nobody here knows how the old Axis clients would react to it.",
        )
        .file("Edit", "ledger-core/src/main/resources/wsdl/v2/InvoiceService.wsdl")
        .bash(
          "mvn -s settings-corp.xml -pl ledger-core -am clean install -DskipTests",
          "[INFO] Reactor Summary:\n[INFO] ledger-api ........ SUCCESS [  4.112 s]\n[INFO] ledger-core ....... SUCCESS [ 38.904 s]\n[INFO] BUILD SUCCESS",
        )
        .assistant("The schemaLocation now reads common-types.xsd relative to wsdl/v2 and the module builds again.")
        .user(
          "Thank you. While you are in there: there are stale generated classes checked in under ledger-core/src/main/java/com/acme/ledger/ws/gen, Dieter committed them by mistake last year. Not today, it touches too many imports, but we need to delete the stale ws/gen copies at some point. Please keep that on the list.",
        )
        .stop("Noted; the stale ws/gen classes remain for a later cleanup."),
    planted: [
      { kind: "decision", keys: ["schemalocation"] },
      { kind: "task", keys: ["ws/gen"] },
    ],
  },
  {
    id: "b81-oracle-sequence-gaps",
    build: (s) =>
      s
        .user("Operations have asked again why order numbers from OrderNumberGenerator have gaps. Is that a bug on our side?")
        .bash(
          "sqlplus -s app_ro@ORDP <<< \"SELECT sequence_name, cache_size, order_flag FROM user_sequences WHERE sequence_name = 'ORD_NO_SEQ';\"",
          "SEQUENCE_NAME                  CACHE_SIZE O\n------------------------------ ---------- -\nORD_NO_SEQ                             20 N",
        )
        .assistant(
          "ORD_NO_SEQ is defined with CACHE 20 and NOORDER. If the production database is a RAC cluster, each instance caches its own block of 20 values, so gaps (and numbers that are not strictly ascending by time) are expected after an instance restart or failover. Can you confirm it is RAC?",
        )
        .user(
          "Yes, production is a two-node RAC. Hannelore explained this to me years ago, I had forgotten. So the ORD_NO_SEQ gaps come from the cache on the two nodes and are not a bug. I will tell operations.",
        )
        .user(
          "One more thing, and please keep it in mind generally: do not run DDL against the shared DEV2 schema from your session. Schema changes go through the Liquibase changelog and the Jenkins job db-migrate-dev2, because three other teams work on DEV2.",
        )
        .assistant("Understood. I will only read from DEV2 and put schema changes into the changelog.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ord_no_seq", "gaps"] },
      { kind: "fact", keys: ["two-node rac"] },
      { kind: "instruction", keys: ["dev2", "ddl"] },
    ],
  },
  {
    id: "b81-customs-soap-timeout",
    build: (s) =>
      s
        .user(
          "The customs declaration call to Schenker times out in roughly 3% of submissions. Excerpt from last night:\n\n```\n2026-11-10 03:12:44 WARN  [CustomsClient] Read timed out after 30000 ms (endpoint https://edi.schenker-partner.example/CustomsDeclaration)\n2026-11-10 03:12:44 ERROR [RetryTemplate] attempts must never exceed 3 - giving up, message parked in CUSTOMS_DLQ\n```",
        )
        .bash(
          "grep -n customs.client config/customs-client.properties",
          "3:customs.client.readTimeoutMs=30000\n4:customs.client.connectTimeoutMs=5000\n5:customs.client.retries=3",
        )
        .assistant(
          "The read timeout is 30 s with 3 retries. I could raise the timeout, or we could move to Schenker's asynchronous CustomsDeclarationAsync operation, which returns a ticket that a job polls. The asynchronous variant is more robust but needs a new polling job and a new table.",
        )
        .user(
          "Their endpoint is slow every night between 03:00 and 04:00 CET, that is when Schenker runs their own batch. It has been like that for as long as I have been here, all the timeouts will be in that hour.",
        )
        .user("We raise the read timeout to 90 seconds and leave it at that. The asynchronous operation is too large a change for this quarter.")
        .file("Edit", "config/customs-client.properties")
        .assistant("customs.client.readTimeoutMs is now 90000; retries unchanged at 3.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["schenker", "03:00"] },
      { kind: "decision", keys: ["timeout", "90"] },
    ],
  },
  {
    id: "b81-jdk8-settings",
    build: (s) =>
      s
        .user("Please run the unit tests of the payment module before I hand this over for review.")
        .bash(
          "mvn -pl payment -am test",
          "[ERROR] COMPILATION ERROR :\n[ERROR] Source option 7 is no longer supported. Use 8 or later.\n[INFO] BUILD FAILURE",
          1,
        )
        .assistant(
          "The build picked up JDK 17 from PATH, and the payment module still compiles with source/target 1.7, which JDK 17 rejects. Shall I point JAVA_HOME at another JDK?",
        )
        .user(
          "Yes, I should have mentioned it. The monolith only builds on JDK 8, the 17 on this machine is for the new services. The JDK 8 lives under /opt/jdk/zulu8. And please always pass -s settings-corp.xml to Maven in this repository, otherwise it goes to Maven Central instead of our Nexus and half of the artifacts are not found.",
        )
        .bash(
          "JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl payment -am test",
          "[INFO] Tests run: 412, Failures: 0, Errors: 0, Skipped: 7\n[INFO] BUILD SUCCESS\n[INFO] Total time:  02:41 min",
        )
        .assistant("All 412 tests pass, 7 skipped (the @Ignore'd SEPA tests).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["jdk 8"] },
      { kind: "instruction", keys: ["settings-corp.xml"] },
    ],
  },
  {
    id: "b81-chg-commit-prefix",
    build: (s) =>
      s
        .user("I have committed the fix for the invoice rounding issue locally. Before I push, could you check the commit message?")
        .bash("git log -1 --format=%B", "Fix rounding of VAT lines in InvoiceTotalCalculator")
        .assistant("The message is one line and describes the change. Is there a format the release branch expects?")
        .user(
          "Yes. Every commit that goes to the release branch must start with the change number from ServiceNow, for example `CHG0041873: Fix ...`. The release manager's script rejects anything else. Please amend this one, the change is CHG0042210.",
        )
        .bash(
          'git commit --amend -m "CHG0042210: Fix rounding of VAT lines in InvoiceTotalCalculator"',
          "[release/2026.11 4be91c2] CHG0042210: Fix rounding of VAT lines in InvoiceTotalCalculator\n 2 files changed, 31 insertions(+), 9 deletions(-)",
        )
        .assistant("Amended: the commit now starts with CHG0042210.")
        .user(
          "Good. The CAB meets on Thursday. I still have to fill in the rollback plan section of the change form before Wednesday noon; please remind me of that next time we talk.",
        )
        .stop("I will bring up the rollback plan section next time."),
    planted: [
      { kind: "instruction", keys: ["chg", "release branch"] },
      { kind: "task", keys: ["rollback plan"] },
    ],
  },
  {
    id: "b81-empty-jaxb-question",
    build: (s) =>
      s
        .user("A general question, nothing to change: what exactly does @XmlAccessorType(XmlAccessType.FIELD) do on these old DTOs?")
        .assistant(
          "It tells JAXB to bind every non-static, non-transient field, regardless of getters and setters, instead of the default PUBLIC_MEMBER behaviour, which binds public getter/setter pairs and public fields. On your DTOs it means the private fields are what ends up in the XML.",
        )
        .user("And if a field is marked transient in Java, is it still written?")
        .assistant("No. With FIELD access, Java-transient fields are skipped, as are fields annotated with @XmlTransient.")
        .user("Thank you, that answers it.")
        .stop("You are welcome."),
    planted: [],
  },
  {
    id: "b81-weblogic-window",
    build: (s) =>
      s
        .user("When can the billing fix actually go to production? I would like to give the business a date.")
        .bash(
          "cat deploy/README-ops.txt | head -20",
          "PRODUCTION DEPLOYMENTS\n======================\n- Deployments are ALWAYS done by the ops on-call via the WLST scripts in deploy/wlst.\n- NEVER restart both managed servers at once.\n- TODO: update this file for the 12c migration (2019)",
        )
        .assistant("The ops README only describes the procedure, not the timing. Do you know whether there is a fixed window, or is it agreed per change?")
        .user(
          "There is a fixed one: production deployments happen only in the maintenance window on the first and third Saturday of the month, 22:00 to 02:00. Outside that we need an emergency change, which the CAB rarely approves. So the earliest is 21 November.",
        )
        .assistant("Then the billing fix can go in on 21 November, provided the change is approved at Thursday's CAB.")
        .user("Please prepare the WLST deploy notes for it now, so I can attach them to the change.")
        .file("Write", "deploy/notes/CHG0042210-billing.md")
        .assistant(
          "The deploy notes are in deploy/notes/CHG0042210-billing.md: artefact, target cluster, order of the managed servers, and the smoke test URLs.",
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["saturday", "22:00"] }],
  },
  {
    id: "b81-soapui-regression",
    build: (s) =>
      s
        .user("I changed the mapping in PartnerOrderEndpoint. How do you suggest we test it? The JUnit coverage there is thin.")
        .assistant(
          "Two options come to mind: write new Spring-WS MockWebServiceClient tests for the endpoint, or run the existing SoapUI project in test/soapui against a local instance. The SoapUI suite already has 60-odd requests for the partner interface.",
        )
        .user(
          "We go with the SoapUI project. Writing MockWebServiceClient tests for all of it would take a week. From now on, before any change to a SOAP endpoint is handed over, run the SoapUI regression suite with testrunner.sh against local Tomcat, please.",
        )
        .bash(
          "/opt/soapui-5.7/bin/testrunner.sh -s PartnerOrderRegression -e http://localhost:8080/partner test/soapui/partner-interface-soapui-project.xml",
          "SoapUI 5.7.0 TestCase Runner\n...\nTotal TestSuites: 1\nTotal TestCases: 64 (0 failed)\nTotal TestSteps: 188\nTotal Request Assertions: 402\nTotal Failed Assertions: 0",
        )
        .assistant("All 64 test cases pass against the local instance, including the three that exercise the changed mapping.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["soapui"] },
      { kind: "instruction", keys: ["soapui", "testrunner"] },
    ],
  },
  {
    id: "b81-empty-explain-hibernate-log",
    build: (s) =>
      s
        .user(
          "Could you explain this warning from the startup log? It has been there forever and nobody knows whether it matters.\n\n```\nWARN  o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: Could not obtain connection to query metadata : ORA-28000: the account is locked\nWARN  o.h.e.j.s.SqlExceptionHelper - SQL Error: 28000, SQLState: 99999\n```",
        )
        .assistant(
          "Hibernate tries to open a connection early to read database metadata. ORA-28000 means the account it used at that moment is locked. Is a second datasource configured, for example for the reporting schema? That would be my first guess, but I have not checked.",
        )
        .user("I am not sure. Perhaps the old REPORT_RO user. Let us not go down that path today.")
        .assistant("Of course. It does not prevent startup, since the main datasource connects afterwards.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-ldap-owner",
    build: (s) =>
      s
        .user("Login via the intranet fails for users in the new Linz subsidiary. Could you find where the group mapping is done?")
        .bash(
          'grep -rn "ou=" src/main/resources/security/*.xml',
          'src/main/resources/security/ldap-context.xml:22:    <property name="groupSearchBase" value="ou=Groups,ou=AT-VIE,dc=acme,dc=local"/>\nsrc/main/resources/security/ldap-context.xml:31:    <property name="userSearchBase" value="ou=Users,ou=AT-VIE,dc=acme,dc=local"/>',
        )
        .assistant(
          "The LDAP search bases are restricted to ou=AT-VIE, so users and groups under a Linz OU will not be found. I can widen the base to dc=acme,dc=local with subtree search, or add a second base.",
        )
        .user(
          "Before we touch that: the Active Directory structure is owned by the Windows infrastructure team, Mr. Pichler's group, not by us. Anything about OUs has to be agreed with them. I will write to him today.",
        )
        .user("Please do not change the file yet. Until Pichler answers, the Linz users stay on the workaround accounts.")
        .assistant("Understood, I leave ldap-context.xml unchanged.")
        .user(
          "When he replies I will need the subtree change prepared, so please note down: prepare the ldap-context.xml change for the Linz OU once infrastructure confirms the new OU name.",
        )
        .stop("Noted as open."),
    planted: [
      { kind: "fact", keys: ["pichler"] },
      { kind: "task", keys: ["linz", "ldap-context.xml"] },
    ],
  },
  {
    id: "b81-batch-logging",
    build: (s) =>
      s
        .user("The nightly settlement batch log is 4 GB per night. Can we reduce that?")
        .bash(
          "grep -n 'logger name' src/main/resources/log4j.xml | head",
          '14:  <logger name="com.acme.settlement" additivity="false">\n15:    <level value="DEBUG"/>\n29:  <logger name="org.springframework.batch">\n30:    <level value="INFO"/>',
        )
        .assistant(
          "com.acme.settlement logs at DEBUG in production. I could set it to INFO. Alternatively we could migrate from log4j 1.2 to Logback, which would also fix the old log4j 1.x findings from the security scan.",
        )
        .user("The Logback migration sounds attractive, but no, not now. Just set settlement to INFO.")
        .file("Edit", "src/main/resources/log4j.xml")
        .assistant("com.acme.settlement is at INFO now; this should cut most of the volume, the DEBUG statements were in the per-line reconciliation loop.")
        .user(
          "Thank you. For the future: when you change log levels, change them in log4j.xml in the repository only, never on the servers under /u01/app/config directly. The servers are overwritten at every deploy and Ops loses track otherwise.",
        )
        .stop(),
    planted: [{ kind: "instruction", keys: ["log4j.xml", "/u01"] }],
  },
  {
    id: "b81-rounding-root-cause",
    build: (s) =>
      s
        .user("Accounting reports that some invoices differ by one cent between the PDF and SAP. Could you investigate?")
        .file("Read", "billing/src/main/java/com/acme/billing/InvoiceTotalCalculator.java")
        .bash(
          "grep -n 'setScale\\|RoundingMode' billing/src/main/java/com/acme/billing/*.java",
          "InvoiceTotalCalculator.java:88:        return net.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);\nSapExportMapper.java:54:        line.setTax(tax.setScale(2, RoundingMode.HALF_UP));",
        )
        .assistant(
          "That is the cause: the PDF totals are computed with HALF_EVEN in InvoiceTotalCalculator, while SapExportMapper rounds the tax with HALF_UP. For amounts ending in exactly half a cent the two differ by one cent. I verified it on invoice 2026-118734: 12.345 becomes 12.34 on the PDF and 12.35 in SAP.",
        )
        .user("So it is the rounding mode. Which one does SAP expect?")
        .assistant("The SAP interface specification in docs/interfaces/SAP-FI-export.pdf, section 4.2, states commercial rounding, i.e. HALF_UP.")
        .user("Then HALF_UP everywhere for money amounts, that is how we do it from now on. Please change the calculator.")
        .file("Edit", "billing/src/main/java/com/acme/billing/InvoiceTotalCalculator.java")
        .bash(
          "JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl billing test -Dtest=InvoiceTotalCalculatorTest",
          "Tests run: 23, Failures: 0, Errors: 0, Skipped: 0\nBUILD SUCCESS",
        )
        .stop("Changed to HALF_UP; the calculator tests pass."),
    planted: [
      { kind: "fact", keys: ["half_even", "sapexportmapper"] },
      { kind: "instruction", keys: ["half_up"] },
    ],
  },
  {
    id: "b81-empty-smalltalk-review",
    build: (s) =>
      s
        .user(
          "Good afternoon. I am waiting for Dieter's review, so there is nothing urgent. How long does a full build of the monolith usually take on this machine?",
        )
        .bash("JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -q -o validate", "")
        .assistant(
          "I have not timed a full build here. The payment module alone took about 2:40 earlier. A full reactor build with tests is likely to be considerably longer, perhaps 15 to 20 minutes, but that is an estimate.",
        )
        .user("That sounds about right. Fine, I will get a coffee then.")
        .assistant("Enjoy it. I am here when the review comes back.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-cxf-upgrade-superseded",
    build: (s) =>
      s
        .user("The security scan flags Apache CXF 3.1.18. What are our options?")
        .bash(
          "mvn -s settings-corp.xml dependency:tree -Dincludes=org.apache.cxf | head -5",
          "[INFO] com.acme:ledger-core:war:7.4.2-SNAPSHOT\n[INFO] +- org.apache.cxf:cxf-rt-frontend-jaxws:jar:3.1.18:compile\n[INFO] +- org.apache.cxf:cxf-rt-transports-http:jar:3.1.18:compile",
        )
        .assistant(
          "3.1.18 is end of life. The smallest jump is 3.3.x, which still supports Java 8 and Spring 4. 3.4 and later also work on Java 8 but 3.5+ wants Spring 5.",
        )
        .user("Let us go to 3.5 then, we want to be on Spring 5 eventually anyway.")
        .assistant(
          "Note that moving to 3.5 would force the Spring 5 upgrade into the same change, since 3.5 needs Spring 5 at runtime. That would affect every module, not only ledger-core.",
        )
        .user("Ah. Then no, scratch that. We upgrade CXF to 3.3.x only, in a separate change, and keep Spring 4 for now. One thing at a time.")
        .file("Edit", "pom.xml")
        .assistant("The parent POM now sets cxf.version to 3.3.13.")
        .stop(),
    planted: [{ kind: "decision", keys: ["3.3"] }],
  },
  {
    id: "b81-hotfix-branch",
    build: (s) =>
      s
        .user("Where should the hotfix for the customs timeout be branched from? main or the release branch?")
        .bash("git branch -r | grep -E 'release|hotfix' | tail -4", "  origin/hotfix/2026.10.2\n  origin/release/2026.10\n  origin/release/2026.11")
        .assistant(
          "Release 2026.10 is what runs in production, according to deploy/PROD_VERSION. Would you like the hotfix branched from origin/release/2026.10?",
        )
        .user(
          "Yes. The rule here is: hotfixes are always branched from the release branch that is in production, named hotfix/<version>, and merged back into both the release branch and main afterwards. Please create hotfix/2026.10.3.",
        )
        .bash("git switch -c hotfix/2026.10.3 origin/release/2026.10", "Switched to a new branch 'hotfix/2026.10.3'")
        .assistant("hotfix/2026.10.3 is created from origin/release/2026.10.")
        .user(
          "Good. Remember we still owe a merge of hotfix/2026.10.2 back into main, it was forgotten in October. Someone has to do it before the next release cut.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["hotfix", "release branch"] },
      { kind: "task", keys: ["2026.10.2"] },
    ],
  },
  {
    id: "b81-quartz-cluster",
    build: (s) =>
      s
        .user("The dunning letter job ran twice last night; some customers received two letters. Can you check why?")
        .bash(
          "grep -n 'org.quartz' src/main/resources/quartz.properties",
          "2:org.quartz.scheduler.instanceName=BillingScheduler\n3:org.quartz.jobStore.class=org.quartz.simpl.RAMJobStore\n4:org.quartz.threadPool.threadCount=5",
        )
        .assistant(
          "Quartz uses RAMJobStore, so each of the two managed servers runs its own scheduler and fires every job once per server. That explains two letters. The usual fix is the JDBC job store with isClustered=true, so only one node fires each trigger.",
        )
        .user(
          "Agreed, that is the root cause, and I remember now that it only started because Ops added the second managed server in September. Let us switch Quartz to the clustered JDBCJobStore; the QRTZ_ tables already exist in the BILLING schema from an earlier attempt.",
        )
        .file("Edit", "src/main/resources/quartz.properties")
        .bash(
          "sqlplus -s app_ro@ORDP <<< \"SELECT COUNT(*) FROM all_tables WHERE owner='BILLING' AND table_name LIKE 'QRTZ%';\"",
          "  COUNT(*)\n----------\n        11",
        )
        .assistant("The 11 QRTZ_ tables are present in BILLING. quartz.properties now uses JobStoreTX with the Oracle delegate and isClustered=true.")
        .user(
          "Thank you. Customer service must also send an apology to the affected customers, but that is theirs to do. On our side, we have to write the duplicate-letter incident into the problem record PRB0007731 by Friday.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["jdbcjobstore"] },
      { kind: "task", keys: ["prb0007731"] },
    ],
  },
  {
    id: "b81-empty-test-run",
    build: (s) =>
      s
        .user("Please run the tests of the customs module once more, I merged Dieter's branch.")
        .bash(
          "JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl customs test",
          "[WARNING] Tests run: 88, Failures: 0, Errors: 0, Skipped: 2\n[WARNING] TODO markers found in 4 files (see target/todo-report.txt)\n[INFO] BUILD SUCCESS",
        )
        .assistant(
          "88 tests run, none failing, 2 skipped. The build also prints its usual TODO-marker warning for four files, which is unrelated to the merge.",
        )
        .user("Good, thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-tribal-knowledge-kurt",
    build: (s) =>
      s
        .user(
          "I need to understand the class LegacyTariffBridge before I can change the freight tariff lookup. It has no documentation whatsoever. Could you summarise what it does?",
        )
        .file("Read", "freight/src/main/java/com/acme/freight/LegacyTariffBridge.java")
        .assistant(
          "LegacyTariffBridge calls a stored procedure PKG_TARIFF.GET_RATE over a plain JDBC connection, bypassing Hibernate, and caches the result in a static HashMap that is never evicted. The comment at the top only says 'do not touch - K.'.",
        )
        .user(
          "K. is Kurt Haberl, he retired in 2021. I just called him. He says the procedure lives in the TARIF schema and the tariffs only change once a year on 1 January, which is why the cache is never evicted — the application servers are restarted at New Year anyway.",
        )
        .assistant("That explains the design. So the tariffs in PKG_TARIFF change yearly on 1 January and the static cache is intended.")
        .user(
          "Exactly. Please do not replace that cache with Ehcache or anything else, whatever the code review tool says. If someone asks, refer them to this conversation.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["haberl"] },
      { kind: "fact", keys: ["pkg_tariff", "1 january"] },
      { kind: "instruction", keys: ["cache", "ehcache"] },
    ],
  },
  {
    id: "b81-oracle-driver",
    build: (s) =>
      s
        .user("The build prints a warning about ojdbc6. Is that something we should worry about?")
        .bash("mvn -s settings-corp.xml dependency:tree -Dincludes=com.oracle* | tail -3", "[INFO] \\- com.oracle.jdbc:ojdbc6:jar:11.2.0.4:provided")
        .assistant(
          "ojdbc6 11.2.0.4 is very old. If the database is 19c, ojdbc8 19.x would be the matching driver for Java 8. It is scoped provided, so the driver actually used comes from the WebLogic domain, not from our WAR.",
        )
        .user("Is that right, provided? Then what version does WebLogic have?")
        .bash("ssh wlsadm@appt01 'ls /u01/app/oracle/middleware/oracle_common/modules/oracle.jdbc/'", "ojdbc8.jar  ojdbc8dms.jar  ojdbc8_g.jar")
        .assistant(
          "The test WebLogic domain ships ojdbc8. So at runtime the application uses WebLogic's ojdbc8, and the ojdbc6 dependency only matters at compile time.",
        )
        .user("Good to know, I had assumed we shipped the driver ourselves. Thank you.")
        .stop(),
    planted: [{ kind: "fact", keys: ["ojdbc8", "weblogic"] }],
  },
  {
    id: "b81-dto-naming",
    build: (s) =>
      s
        .user(
          "I'm adding a new SOAP operation GetShipmentStatus to the partner interface. Before you start: a few conventions of this project that I would like you to follow in general.\n\n1. Request/response classes are named <Operation>Request and <Operation>Response, never DTO or VO.\n2. New WSDL operations go only into the v2 WSDLs; the v1 files are frozen for the old partners.\n3. Endpoint classes log the partner id and the correlation id at INFO at the start of each call, nothing else.",
        )
        .assistant(
          "Understood. I will create GetShipmentStatusRequest/Response, add the operation to wsdl/v2/PartnerService.wsdl, and log the partner and correlation ids at the start of the endpoint method.",
        )
        .file("Edit", "partner/src/main/resources/wsdl/v2/PartnerService.wsdl")
        .file("Write", "partner/src/main/java/com/acme/partner/ws/GetShipmentStatusEndpoint.java")
        .bash("JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl partner -am compile -q", "")
        .assistant("The operation compiles. I have not added the SoapUI test case yet; shall I?")
        .user("Yes please, add it to the PartnerOrderRegression suite.")
        .file("Edit", "test/soapui/partner-interface-soapui-project.xml")
        .stop("Added the GetShipmentStatus test case to PartnerOrderRegression."),
    planted: [
      { kind: "instruction", keys: ["request", "response"] },
      { kind: "instruction", keys: ["v1", "frozen"] },
      { kind: "instruction", keys: ["correlation id"] },
    ],
  },
  {
    id: "b81-empty-withdrawn-idea",
    build: (s) =>
      s
        .user("I wonder whether we should move the PDF generation out of the monolith into a separate service. What would you think?")
        .assistant(
          "It could reduce memory pressure on the managed servers, since the iText rendering allocates heavily. On the other hand it adds a network hop, a new deployment unit, and a new CAB process for it. It might be worth measuring the heap first.",
        )
        .user("Hmm. Actually no, forget it, that is a discussion for the architecture board, not for us. Let us leave it.")
        .assistant("Understood.")
        .user("Could you just tell me how many classes the pdf package has, out of curiosity?")
        .bash("find billing/src/main/java/com/acme/billing/pdf -name '*.java' | wc -l", "47")
        .assistant("47 classes.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-nexus-credentials-location",
    build: (s) =>
      s
        .user("Maven can't download com.acme:acme-commons:4.2.1 this morning. Can you see why?")
        .bash(
          "JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl billing -am compile",
          "[ERROR] Failed to execute goal on project billing: Could not resolve dependencies: Could not transfer artifact com.acme:acme-commons:jar:4.2.1 from/to acme-releases (https://nexus.acme.local/repository/releases): status code: 401, reason phrase: Unauthorized (401)",
          1,
        )
        .assistant(
          "Nexus answers 401 Unauthorized. The credentials for acme-releases are referenced in settings-corp.xml as the environment variables NEXUS_USER / NEXUS_PASS. Are those variables set in your shell?",
        )
        .user(
          "They are set. I think the technical Nexus password was rotated again. It is rotated every 90 days by the security team, and the new one is always in the team KeePass under 'Build / Nexus technical user'. I'll update it.",
        )
        .bash("JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl billing -am compile -q", "")
        .assistant("Compiles now.")
        .user(
          "Good. Someone should really put a reminder in the team calendar for the next rotation; please note that as an open item for me, the next rotation is in February.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["90 days", "nexus"] },
      { kind: "task", keys: ["calendar", "rotation"] },
    ],
  },
  {
    id: "b81-db-connection-pool",
    build: (s) =>
      s
        .user("During the month-end run we get 'No resources currently available in pool BillingDS'. What can we do?")
        .bash(
          "ssh wlsadm@appt01 'grep -A3 \"<max-capacity>\" /u01/app/config/domains/acme/config/jdbc/BillingDS-jdbc.xml'",
          "      <max-capacity>30</max-capacity>\n      <capacity-increment>1</capacity-increment>\n      <test-connections-on-reserve>true</test-connections-on-reserve>",
        )
        .assistant(
          "BillingDS is capped at 30 connections per managed server. Options: raise max-capacity, or reduce the parallelism of the month-end step, which currently runs 40 partition threads against a 30-connection pool. I would suggest matching the threads to the pool rather than raising the pool, as the DBA may not want more sessions.",
        )
        .user(
          "Good point, I agree with your suggestion: we reduce the month-end partitioning to 24 threads and keep the pool at 30. The DBAs have a hard limit of 300 sessions for the whole application user on the RAC, so a bigger pool is not realistic anyway.",
        )
        .file("Edit", "settlement/src/main/resources/batch/month-end-job.xml")
        .assistant("The partition handler's grid size is now 24.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["24 threads"] },
      { kind: "fact", keys: ["300 sessions"] },
    ],
  },
  {
    id: "b81-empty-status-report",
    build: (s) =>
      s
        .user("Where are we with the GetShipmentStatus operation?")
        .assistant(
          "Status: the operation is in wsdl/v2/PartnerService.wsdl, the endpoint and the request/response classes compile, and a SoapUI test case was added to PartnerOrderRegression. I have not run the complete suite since.",
        )
        .user("Please run it now.")
        .bash(
          "/opt/soapui-5.7/bin/testrunner.sh -s PartnerOrderRegression -e http://localhost:8080/partner test/soapui/partner-interface-soapui-project.xml",
          "Total TestCases: 65 (0 failed)\nTotal Request Assertions: 409\nTotal Failed Assertions: 0",
        )
        .assistant("65 test cases, none failing.")
        .user("Very good.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-sepa-xsd-version",
    build: (s) =>
      s
        .user(
          "The bank informed us that from next year they only accept pain.001.001.09 for SEPA credit transfers. We generate pain.001.001.03 today. How big is that change?",
        )
        .bash(
          "grep -rln 'pain.001.001.03' payment/src | head",
          "payment/src/main/resources/xsd/pain.001.001.03.xsd\npayment/src/main/java/com/acme/payment/sepa/CreditTransferWriter.java\npayment/src/main/java/com/acme/payment/sepa/SepaNamespaces.java",
        )
        .assistant(
          "Three places reference the old version. The main differences in .09 are the structured BIC element (BICFI instead of BIC) and the requested execution date as a choice of date or date-time. It is contained within the sepa package, roughly two or three days of work including tests.",
        )
        .user(
          "Thank you. That has to be done before the bank's cutoff in November 2026 — let's put it on the backlog as: migrate CreditTransferWriter to pain.001.001.09. I'll raise the Jira ticket tomorrow.",
        )
        .assistant("Noted.")
        .stop(),
    planted: [{ kind: "task", keys: ["pain.001.001.09"] }],
  },
  {
    id: "b81-feature-toggle",
    build: (s) =>
      s
        .user("How do we switch the new e-invoicing output on only for the pilot customers? I do not want to deploy twice.")
        .bash(
          "grep -rn 'FeatureToggle' --include=*.java src core | head -3",
          'core/src/main/java/com/acme/core/toggle/FeatureToggle.java:12:public final class FeatureToggle {\ncore/src/main/java/com/acme/core/toggle/FeatureToggleDao.java:19:    private static final String SQL = "SELECT enabled FROM APP_TOGGLE WHERE name = ? AND tenant = ?";',
        )
        .assistant(
          "There is an existing toggle mechanism reading the table APP_TOGGLE per tenant. We could use it, or a Spring profile, or a property in the domain's config. A property would require a restart to change, a table row does not.",
        )
        .user("We use APP_TOGGLE for it, then the business can switch customers without a change request. Please name the toggle EINVOICE_XRECHNUNG.")
        .file("Edit", "billing/src/main/java/com/acme/billing/output/InvoiceOutputRouter.java")
        .file("Write", "db/changelog/2026/11/0007-toggle-einvoice.xml")
        .assistant("The router checks EINVOICE_XRECHNUNG per tenant; the Liquibase changeset inserts the toggle disabled for all tenants.")
        .user("And which customers are in the pilot, do you know? I don't remember if it was four or five.")
        .assistant("I do not have that information; it is not in the repository.")
        .stop(),
    planted: [{ kind: "decision", keys: ["app_toggle"] }],
  },
  {
    id: "b81-empty-log-todo-quote",
    build: (s) =>
      s
        .user(
          "What does this mean? It appears in catalina.out on my local Tomcat:\n\n```\nSEVERE: A child container failed during start\njava.lang.IllegalStateException: TODO: never call init() twice - see AcmeContextLoader (always check startup order!)\n```",
        )
        .file("Read", "core/src/main/java/com/acme/core/web/AcmeContextLoader.java")
        .assistant(
          "The message is a string thrown by AcmeContextLoader when init() is called a second time. The 'TODO' and the 'always/never' in it are part of the exception text written long ago, not instructions. It is probably thrown because two web.xml listeners are declared on your local copy, but I would need to see your web.xml to be sure.",
        )
        .user("Probably my local web.xml, yes, I experimented with it yesterday. I'll reset it myself.")
        .assistant("All right.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-reporting-replica",
    build: (s) =>
      s
        .user("The controlling team wants a new report on open receivables by region. Which database should the report query run against?")
        .bash(
          "grep -n 'url' config/datasources/*.properties",
          "config/datasources/billing.properties:2:jdbc.url=jdbc:oracle:thin:@//ordp-scan.acme.local:1521/ORDP_APP\nconfig/datasources/reporting.properties:2:jdbc.url=jdbc:oracle:thin:@//ordr-adg.acme.local:1521/ORDR_RO",
        )
        .assistant(
          "There are two datasources: ORDP_APP for the application and ORDR_RO. Judging by the host name, ORDR_RO might be an Active Data Guard standby. Is that right?",
        )
        .user(
          "Yes, ORDR_RO is the Active Data Guard standby, it is behind production by a few seconds at most. All reports must run against ORDR_RO, never against ORDP_APP; the DBAs were very clear about that after the incident in 2023.",
        )
        .file("Write", "reporting/src/main/resources/sql/open-receivables-by-region.sql")
        .assistant("The report SQL is written against the reporting datasource.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["ordr_ro", "data guard"] },
      { kind: "instruction", keys: ["reports", "ordr_ro"] },
    ],
  },
  {
    id: "b81-xml-signature",
    build: (s) =>
      s
        .user("Our SOAP messages to the tax authority must be signed from January. How would you do it in our stack?")
        .bash(
          "grep -n 'wss4j\\|xmlsec' pom.xml */pom.xml",
          "customs/pom.xml:61:      <artifactId>wss4j-ws-security-dom</artifactId>\ncustoms/pom.xml:62:      <version>2.1.12</version>",
        )
        .assistant(
          "WSS4J is already in the customs module. The options are (1) the CXF WSS4JOutInterceptor configured with a keystore, or (2) signing the payload ourselves with Apache Santuario before sending. Option 1 is less code; option 2 gives more control over which elements are signed.",
        )
        .user("What does the authority require exactly? Body only, or also the timestamp?")
        .assistant("Their specification, section 3.1, requires the Body and the wsu:Timestamp to be signed with RSA-SHA256 and an X.509 BinarySecurityToken.")
        .user(
          "Then the interceptor does all of that. We take option 1, the WSS4JOutInterceptor. The keystore will be provided by the PKI team; until we have it, nothing can be tested end to end, so please remind me to request the keystore from PKI, it takes them three weeks.",
        )
        .file("Edit", "customs/src/main/resources/META-INF/cxf/customs-client.xml")
        .assistant(
          "The interceptor is configured with a placeholder keystore path and alias, disabled by the property tax.signing.enabled=false until the keystore exists.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["wss4joutinterceptor"] },
      { kind: "task", keys: ["keystore", "pki"] },
    ],
  },
  {
    id: "b81-empty-estimate-question",
    build: (s) =>
      s
        .user("My manager asks how long an upgrade from Spring 4.3 to Spring 5.3 would take. I don't want to commit to anything. What would you say?")
        .assistant(
          "Without an inventory it is hard to say. The main risks would be the removed Velocity support, changes in Spring-WS and the Hibernate 4 integration, and the WebLogic 12.2.1 compatibility. A rough range might be four to eight weeks for a team of two, but I would suggest a one-week spike first before giving any number.",
        )
        .user("Do we use Velocity anywhere?")
        .bash(
          "grep -rl 'velocity' --include=*.xml --include=*.java . | head -5",
          "./notification/src/main/resources/notification-context.xml\n./notification/src/main/java/com/acme/notification/MailTemplateRenderer.java",
        )
        .assistant("Yes, in the notification module for the mail templates.")
        .user("Hmm. I will tell him 'more than a month, spike first' and see what he says.")
        .assistant("That seems a fair answer.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-test-env-refresh",
    build: (s) =>
      s
        .user("Integration tests on TEST2 fail since Monday with ORA-00942 on table CUST_CONSENT. Do you see why?")
        .bash("sqlplus -s app_ro@TEST2 <<< \"SELECT owner, table_name FROM all_tables WHERE table_name='CUST_CONSENT';\"", "no rows selected")
        .assistant(
          "CUST_CONSENT does not exist in TEST2. Was the environment refreshed recently? A refresh from an older production clone would remove tables created by newer changesets.",
        )
        .user(
          "Yes, that is it — TEST2 is refreshed from a production clone every first Monday of the month, and afterwards the Liquibase changesets newer than production must be reapplied. Nobody did that this time. Could you run the db-migrate job for TEST2?",
        )
        .bash("curl -s -X POST -u $JENKINS_USER:$JENKINS_TOKEN https://jenkins.acme.local/job/db-migrate-test2/buildWithParameters?TAG=release-2026.11", "")
        .assistant("The db-migrate-test2 job has been triggered with release-2026.11.")
        .user(
          "Thank you. I would also like the refresh job to reapply the changesets automatically in the future; that is for the next sprint, please note it.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["test2", "first monday"] },
      { kind: "task", keys: ["refresh", "automatically"] },
    ],
  },
  {
    id: "b81-date-handling",
    build: (s) =>
      s
        .user(
          "We keep getting date bugs around daylight saving time in the settlement. Should the new code use java.time or stay on Joda-Time like the rest of the module?",
        )
        .bash("grep -rl 'org.joda.time' settlement/src/main/java | wc -l", "63")
        .assistant(
          "63 files in settlement use Joda-Time. Mixing both in one module is possible with conversion at the boundaries, but it adds friction. A gradual approach would be java.time for new classes and converting Joda types at the edges.",
        )
        .user(
          "I have talked to Dieter and we agreed: new code uses java.time, existing Joda-Time code stays until it is touched for another reason. No big-bang migration.",
        )
        .file("Write", "settlement/src/main/java/com/acme/settlement/time/JodaBridge.java")
        .assistant("JodaBridge has the two conversions we need: LocalDate and DateTime with Europe/Vienna.")
        .stop(),
    planted: [{ kind: "decision", keys: ["java.time"] }],
  },
  {
    id: "b81-mq-encoding",
    build: (s) =>
      s
        .user("Umlauts from the warehouse system arrive as question marks in our order import. Any idea?")
        .bash(
          "grep -n 'CCSID\\|encoding' config/mq/warehouse-queue.properties",
          "3:mq.queue=WMS.ORDER.OUT\n4:mq.ccsid=1208\n7:# message encoding - ALWAYS 1208, do not change without WMS team",
        )
        .assistant(
          "Our side reads with CCSID 1208 (UTF-8). If the WMS writes in another code page, characters outside ASCII would be lost. Do you know what the WMS uses?",
        )
        .bash(
          "strings -n 3 /tmp/wms-sample.msg | head -3; xxd /tmp/wms-sample.msg | sed -n '5p'",
          "MQSTR\nBestellung M?ller\n00000040: 4d fc 6c 6c 65 72                         M.ller",
        )
        .assistant(
          "The sample contains byte 0xFC for 'ü', which is ISO-8859-1 (CCSID 819), not UTF-8. So the WMS sends Latin-1 while our queue reader expects UTF-8. That is the confirmed cause.",
        )
        .user(
          "Thank you, that is clear. The WMS is run by an external vendor, so we will not ask them to change it. We convert on our side: the reader uses CCSID 819 for WMS.ORDER.OUT.",
        )
        .file("Edit", "config/mq/warehouse-queue.properties")
        .stop("Changed mq.ccsid to 819 for WMS.ORDER.OUT."),
    planted: [
      { kind: "fact", keys: ["wms", "819"] },
      { kind: "fact", keys: ["external vendor"] },
      { kind: "decision", keys: ["819", "wms.order.out"] },
    ],
  },
  {
    id: "b81-empty-format-fix",
    build: (s) =>
      s
        .user("Please fix the indentation in CustomsClient.java, Dieter's IDE used tabs.")
        .file("Edit", "customs/src/main/java/com/acme/customs/CustomsClient.java")
        .assistant("Replaced the tabs with four spaces; no other changes.")
        .user("And the Javadoc typo 'recieve' in the same file, please.")
        .file("Edit", "customs/src/main/java/com/acme/customs/CustomsClient.java")
        .assistant("Fixed 'recieve' to 'receive' in two places.")
        .user("Thank you.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-cert-expiry",
    build: (s) =>
      s
        .user("Could you check when the client certificate for the Raiffeisen payment SOAP interface expires? I have a vague feeling it is soon.")
        .bash(
          "keytool -list -v -keystore /u01/app/config/keystores/rbi-client.jks -storepass:env KS_PASS | grep -E 'Alias|Valid'",
          "Alias name: rbi-client-2024\nValid from: Mon Dec 02 10:14:07 CET 2024 until: Wed Dec 17 10:14:07 CET 2026",
        )
        .assistant("The certificate rbi-client-2024 is valid until 17 December 2026.")
        .user(
          "That is in five weeks. We must order the renewal from the bank and import it before then, and the import needs a change in a maintenance window too. Please note: renew the RBI client certificate before 17 December; I will open the change next week.",
        )
        .stop(),
    planted: [{ kind: "task", keys: ["rbi", "17 december"] }],
  },
  {
    id: "b81-archive-purge",
    build: (s) =>
      s
        .user("The AUDIT_LOG table is at 410 GB. The DBAs are asking us what we plan to do about it.")
        .bash(
          'sqlplus -s app_ro@ORDP <<< "SELECT MIN(created_at), COUNT(*) FROM billing.audit_log;"',
          "MIN(CREATED_AT)      COUNT(*)\n------------------- ----------\n2011-03-14 08:02:11 1873221934",
        )
        .assistant(
          "The table goes back to March 2011, with 1.87 billion rows. We could partition it by month and drop old partitions, or purge rows with a nightly DELETE job, or export to the archive and truncate. Partitioning needs the Oracle Partitioning option; is it licensed?",
        )
        .user("It is licensed, yes. Legal says ten years of retention are enough.")
        .user(
          "So here is what we do: AUDIT_LOG gets monthly interval partitioning, and partitions older than ten years are dropped by a DBA job. No DELETE-based purge, that would kill the redo logs. The partitioning itself has to be done by the DBAs in a weekend window; please write down as an open item that I must request the AUDIT_LOG partitioning window with the DBA team.",
        )
        .assistant("Understood. I will prepare the Liquibase changeset draft so the DBAs can review it.")
        .file("Write", "db/changelog/2026/11/0008-audit-log-partitioning.xml")
        .stop(),
    planted: [
      { kind: "decision", keys: ["interval partitioning"] },
      { kind: "task", keys: ["partitioning window"] },
    ],
  },
  {
    id: "b81-empty-ide-chat",
    build: (s) =>
      s
        .user("Do you know whether IntelliJ can open the old Eclipse .launch files we have in the tools folder?")
        .assistant(
          "IntelliJ does not import .launch files directly, as far as I know. There were third-party plugins for that, but I am not certain any of them still works with current versions.",
        )
        .user("Never mind, I will just recreate the run configuration by hand.")
        .assistant("That is probably quicker. If you tell me the main class and VM arguments from the .launch file, I can list them for you.")
        .user("No need, thanks. It is only two arguments.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-session-timeout",
    build: (s) =>
      s
        .user("Call-centre agents complain that they are logged out of the back-office UI after 15 minutes. Where is that set?")
        .bash(
          "grep -n -A2 'session-config' backoffice/src/main/webapp/WEB-INF/web.xml",
          "41:  <session-config>\n42:    <session-timeout>15</session-timeout>\n43:  </session-config>",
        )
        .assistant(
          "web.xml sets the HTTP session timeout to 15 minutes. Should I increase it? Note that the security policy document might prescribe a maximum.",
        )
        .user(
          "I asked the CISO office this morning; the policy allows 30 minutes for internal applications. We will set it to 30 minutes, not more. And someone has to update the security concept document for the back office afterwards — that stays open for now, I cannot edit it today.",
        )
        .file("Edit", "backoffice/src/main/webapp/WEB-INF/web.xml")
        .assistant("session-timeout is 30 now.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["30 minutes"] },
      { kind: "task", keys: ["security concept"] },
    ],
  },
  {
    id: "b81-jenkins-flaky-agent",
    build: (s) =>
      s
        .user("OrderLockIT failed again on Jenkins, third time this week, and on my machine it passes. could you have a look pls")
        .bash(
          "curl -s https://jenkins.acme.local/job/monolith-release/1873/consoleText | grep -E 'Running on|OrderLockIT|expected'",
          "Running on build-07 in /var/jenkins/workspace/monolith-release\n[ERROR] OrderLockIT.lockExpiresAfterMidnight:77 expected:<2026-11-13T00:00> but was:<2026-11-12T23:00>",
        )
        .bash(
          "curl -s 'https://jenkins.acme.local/job/monolith-release/api/json?tree=builds[number,result,builtOn]{0,8}'",
          '{"builds":[{"number":1873,"result":"FAILURE","builtOn":"build-07"},{"number":1872,"result":"SUCCESS","builtOn":"build-03"},{"number":1871,"result":"FAILURE","builtOn":"build-07"},{"number":1870,"result":"SUCCESS","builtOn":"build-05"}]}',
        )
        .assistant(
          "All the failures ran on build-07 and the assertion is off by exactly one hour. I suspect build-07 has a different default time zone from the other agents; shall I check?",
        )
        .bash(
          "ssh jenkins@build-07 'timedatectl | grep zone'; ssh jenkins@build-03 'timedatectl | grep zone'",
          "       Time zone: Etc/UTC (UTC, +0000)\n       Time zone: Europe/Vienna (CET, +0100)",
        )
        .assistant(
          "Confirmed: build-07 runs in UTC, the other agents in Europe/Vienna. OrderLockIT depends on the JVM default time zone, so it fails only on build-07.",
        )
        .user(
          "Thanks, good to know, I will tell the Jenkins admins. Meanwhile when a single test is flaky like this, please dont retrigger the whole monolith-release pipeline, it takes 50 min and blocks the queue. Use the rerun-failed job with the build number instead, thats what its for.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["build-07", "utc"] },
      { kind: "instruction", keys: ["rerun-failed"] },
    ],
  },
  {
    id: "b81-review-conventions",
    build: (s) =>
      s
        .user("Please add null handling to CustomerAddressMapper.toSoap(), the partner sends addresses without a street for PO boxes.")
        .file("Edit", "partner/src/main/java/com/acme/partner/mapping/CustomerAddressMapper.java")
        .bash(
          "git diff --stat",
          " partner/src/main/java/com/acme/partner/mapping/CustomerAddressMapper.java | 212 ++++++++++++-----------\n 1 file changed, 108 insertions(+), 104 deletions(-)",
        )
        .assistant(
          "Done. Note the diff is large because my edit also re-formatted the file to the project's formatter settings and removed the @author tag, which named a former employee.",
        )
        .user(
          "Please revert that and redo only the null handling. Two things for the furture, since you will be working in this repo more often:\n- don't reformat whole files, only the lines you actually change. The diffs are attached to the CAB change and the reviewers complain about noise.\n- leave the @author tags alone, even for people who left. Internal audit uses them.",
        )
        .bash("git checkout -- partner/src/main/java/com/acme/partner/mapping/CustomerAddressMapper.java", "")
        .file("Edit", "partner/src/main/java/com/acme/partner/mapping/CustomerAddressMapper.java")
        .bash(
          "git diff --stat",
          " partner/src/main/java/com/acme/partner/mapping/CustomerAddressMapper.java | 6 +++++-\n 1 file changed, 5 insertions(+), 1 deletion(-)",
        )
        .assistant("Redone with a 6-line diff; formatting and the @author tag are untouched.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["reformat"] },
      { kind: "instruction", keys: ["@author"] },
    ],
  },
  {
    id: "b81-dhl-v1-endpoint",
    build: (s) =>
      s
        .user("Can we switch off the v1 partner endpoint? I would like to remove the old mapping code.")
        .bash(
          "ssh wlsadm@appp01 'zgrep -c \"/partner/v1/\" /u01/app/logs/access/access.log.2026-11-1*.gz'",
          "/u01/app/logs/access/access.log.2026-11-10.gz:41288\n/u01/app/logs/access/access.log.2026-11-11.gz:39874\n/u01/app/logs/access/access.log.2026-11-12.gz:40511",
        )
        .assistant("The v1 endpoint still receives about 40,000 calls per day. Do you know who is calling it?")
        .bash(
          "ssh wlsadm@appp01 'zcat /u01/app/logs/access/access.log.2026-11-12.gz | grep /partner/v1/ | cut -d\" \" -f1 | sort | uniq -c | sort -rn | head -3'",
          "  40502 195.34.12.77\n      9 10.20.4.18",
        )
        .assistant("Almost all of it comes from 195.34.12.77. According to the partner firewall list in docs/partners.csv, that is DHL Freight.")
        .user(
          "Ah, yes. So DHL is still on v1, I thought they had migrated in spring. Then we keep the v1 endpoint running until DHL has migrated and we set no shutdown date on our own. Could you note that I must ask our account manager at DHL when they plan to migrate to v2.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["dhl", "v1"] },
      { kind: "decision", keys: ["v1", "shutdown"] },
      { kind: "task", keys: ["dhl", "migrate"] },
    ],
  },
  {
    id: "b81-oom-query-plan-cache",
    build: (s) =>
      s
        .user(
          "appp02 went down with OutOfMemoryError yesterday at 14:10. Ops took a heap dump; it is at /u01/dumps/appp02-20261112.hprof. Could you analyse it?",
        )
        .bash(
          "/opt/mat/ParseHeapDump.sh /u01/dumps/appp02-20261112.hprof org.eclipse.mat.api:suspects && unzip -p /u01/dumps/appp02-20261112_Leak_Suspects.zip index.html | sed 's/<[^>]*>//g' | grep -m2 -i 'occup'",
          'One instance of "org.hibernate.engine.query.spi.QueryPlanCache" loaded by "weblogic.utils.classloaders.ChangeAwareClassLoader" occupies 2,214,881,344 (71.3%) bytes.\nThe memory is accumulated in one instance of "org.hibernate.internal.util.collections.BoundedConcurrentHashMap".',
        )
        .assistant(
          "71% of the heap is Hibernate's QueryPlanCache. The cached plans are almost all variants of one HQL query from CustomerSearchDao with IN lists of different lengths: every list length produces a separate plan. A common remedy is to pad the IN lists to fixed batches (for example of 100), so only a handful of plans exist.",
        )
        .user("I see. Is it certain the plans come from CustomerSearchDao?")
        .bash(
          '/opt/mat/oql.sh /u01/dumps/appp02-20261112.hprof "SELECT toString(p.sourceQuery) FROM org.hibernate.engine.query.spi.HQLQueryPlan p" | sort | cut -c1-60 | uniq -c | sort -rn | head -2',
          "  18214 from Customer c where c.customerNo in (:nos) and c.tenan\n     12 from Invoice i where i.id = :id",
        )
        .assistant("Yes: 18,214 of the cached plans are that one CustomerSearchDao query. The root cause is confirmed.")
        .user(
          "OK, then do it as you suggested, IN lists padded to batches of 100 in CustomerSearchDao. ContractSearchDao has the same pattern, I'm fairly sure, but that one goes into the next sprint; please note it as follow-up.",
        )
        .file("Edit", "customer/src/main/java/com/acme/customer/dao/CustomerSearchDao.java")
        .bash("JAVA_HOME=/opt/jdk/zulu8 mvn -s settings-corp.xml -pl customer test -q", "")
        .stop("CustomerSearchDao now pads the IN list to batches of 100; tests pass."),
    planted: [
      { kind: "fact", keys: ["queryplancache", "customersearchdao"] },
      { kind: "decision", keys: ["batches of 100"] },
      { kind: "task", keys: ["contractsearchdao"] },
    ],
  },
  {
    id: "b81-changes-txt",
    build: (s) =>
      s
        .user("The VAT rounding fix is merged. Anything else to do on it?")
        .assistant("The code side is complete. Shall I also add an entry to CHANGES.txt, as the file lists every fix of the release?")
        .user(
          "Yes. And please do that every time without asking me: every fix gets one line in CHANGES.txt, with the CHG number first and then a sentence a business person understands.",
        )
        .file("Edit", "CHANGES.txt")
        .bash(
          "head -4 CHANGES.txt",
          "Release 2026.11\n---------------\nCHG0042210 Invoices no longer differ by one cent from the SAP export.\nCHG0042105 Customs declarations no longer time out during the night.",
        )
        .assistant("Added under Release 2026.11.")
        .user(
          "Thank you. The release notes for 2026.11 still have to be translated for the Italian subsidiary, by the way. Not now, the translator is on leave until the 24th; it stays open.",
        )
        .stop(),
    planted: [
      { kind: "instruction", keys: ["changes.txt"] },
      { kind: "task", keys: ["italian"] },
    ],
  },
  {
    id: "b81-empty-explain-plan",
    build: (s) =>
      s
        .user("The invoice search in the back office takes about 8 seconds for some customers. Could you get the execution plan of the search query on TEST2?")
        .bash(
          "sqlplus -s app_ro@TEST2 @/tmp/explain_invoice_search.sql",
          "| Id  | Operation                    | Name              | Rows  | Cost  |\n|   0 | SELECT STATEMENT             |                   |   120 |  4812 |\n|   1 |  TABLE ACCESS BY INDEX ROWID | INVOICE           |   120 |  4812 |\n|   2 |   INDEX SKIP SCAN            | IX_INVOICE_CUST_D |  5230 |   391 |",
        )
        .assistant(
          "The optimiser uses an index skip scan on IX_INVOICE_CUST_D, which suggests the leading column of the index is not in the predicate. Perhaps the query filters on the date but the index leads with tenant. That is a guess; TEST2's statistics may also differ from production.",
        )
        .user("Interesting. Could the statistics be stale on TEST2 after the refresh?")
        .assistant(
          "Possibly. The refresh copies the statistics from the production clone, but if the changesets were reapplied afterwards, new indexes would have no statistics yet.",
        )
        .user("Let me ask the DBAs before we change anything. Thank you for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-pdf-font",
    build: (s) =>
      s
        .user("The new dunning letter PDF shows boxes instead of the euro sign on the test server. Any idea?")
        .bash("fc-list | grep -i -E 'arial|dejavu|frutiger' | head", "/usr/share/fonts/dejavu/DejaVuSans.ttf: DejaVu Sans:style=Book")
        .assistant(
          "The template asks for Arial, which is not installed on the Linux servers, so iText falls back to a built-in font without the euro sign. We could embed a font from the classpath. DejaVu Sans is available and has all glyphs; shall I use it?",
        )
        .user("Yes, use DejaVu Sans.")
        .file("Edit", "billing/src/main/resources/pdf/dunning-letter.xhtml")
        .assistant("The template now embeds DejaVu Sans from the classpath.")
        .user(
          "Wait — I have just checked with marketing. Our corporate design requires Frutiger on all customer documents, and we have a licence for embedding it. So not DejaVu: we embed Frutiger, the TTF files are on the marketing share, I will put them into billing/src/main/resources/fonts.",
        )
        .file("Edit", "billing/src/main/resources/pdf/dunning-letter.xhtml")
        .assistant("Switched the template to Frutiger from classpath:fonts/; it will render once the TTF files are in place.")
        .stop(),
    planted: [{ kind: "decision", keys: ["frutiger"] }],
  },
  {
    id: "b81-prod-access",
    build: (s) =>
      s
        .user("Could you check in the production logs whether the customs timeouts have stopped since the change?")
        .bash("ssh wlsadm@appp01 'grep -c \"Read timed out\" /u01/app/logs/customs.log'", "Permission denied (publickey).", 255)
        .assistant("I cannot log in to appp01: the key is rejected. Is there another way to access the production logs?")
        .user(
          "No, that is intended. Your account only has access to the test servers, and it stays that way. Please don't try to ssh to prod machines again; if you need something from production logs, ask me and I will get an export from the on-call ops colleague. The on-call roster is on the Confluence page 'OPS-Rufbereitschaft', it changes every week.",
        )
        .assistant("Understood. Could you ask for the count of 'Read timed out' in customs.log since Tuesday?")
        .user("I will do so this afternoon.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["ssh", "prod"] },
      { kind: "fact", keys: ["rufbereitschaft"] },
    ],
  },
  {
    id: "b81-ejb-iiop",
    build: (s) =>
      s
        .user("What is the module legacy-ejb still for? It looks dead, nothing in the Java code calls it.")
        .bash(
          "grep -rn 'legacy-ejb\\|ContractLookupHome' --include=*.java --include=*.xml . | grep -v '^./legacy-ejb' | head",
          "./ear/pom.xml:88:      <artifactId>legacy-ejb</artifactId>\n./ear/src/main/application/META-INF/weblogic-application.xml:19:    <ejb-ref-name>ejb/ContractLookup</ejb-ref-name>",
        )
        .assistant(
          "Within the repository only the EAR packaging refers to it. Perhaps it is called from outside, for example over RMI/IIOP, but I see no evidence in the code itself.",
        )
        .user(
          "I asked around. Maria from the host team says the mainframe's contract system calls the ContractLookup EJB over IIOP every night, from a COBOL bridge. So it is not dead, it is used from outside.",
        )
        .assistant("Then legacy-ejb must stay in the EAR. Thank you for checking.")
        .user(
          "Follow-up for later: clarify with the mainframe team whether that COBOL bridge is going to be retired with the host migration in 2027. If yes, we can drop the module then.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["iiop", "contractlookup"] },
      { kind: "task", keys: ["mainframe team"] },
    ],
  },
  {
    id: "b81-empty-git-blame",
    build: (s) =>
      s
        .user("Who changed the retry count in RetryTemplateConfig last? I want to ask them why.")
        .bash(
          "git log -L 31,33:core/src/main/java/com/acme/core/retry/RetryTemplateConfig.java --format='%h %an %ad' --date=short | head -3",
          "7d1e0a2 Dieter Wallner 2024-03-18",
        )
        .assistant("Dieter Wallner, on 18 March 2024, in commit 7d1e0a2.")
        .user("And the commit message?")
        .bash("git show -s --format=%B 7d1e0a2", "CHG0031200: retries must never exceed 3 (always align with partner SLA!)")
        .assistant("'CHG0031200: retries must never exceed 3 (always align with partner SLA!)'. It refers to change CHG0031200.")
        .user("Fine, I'll ask Dieter about it at lunch.")
        .stop(),
    planted: [],
  },
  {
    id: "b81-timestamps-timezone",
    build: (s) =>
      s
        .user("I need a new column for the time a consent was given, in CUST_CONSENT. What type should it have? The existing tables are a mix.")
        .bash(
          "sqlplus -s app_ro@TEST2 <<< \"SELECT data_type, COUNT(*) FROM all_tab_columns WHERE owner='BILLING' AND column_name LIKE '%_AT' GROUP BY data_type;\"",
          "DATA_TYPE                          COUNT(*)\n---------------------------------- --------\nDATE                                    214\nTIMESTAMP(6)                             17",
        )
        .assistant(
          "Most existing columns are DATE. Do you know which time zone those hold? The application code in AuditWriter uses new Date() with the JVM default, which would suggest local time.",
        )
        .user(
          "Yes, all the old DATE columns hold Vienna local time, that is a known trap — one hour is ambiguous every October. For anything new we use TIMESTAMP WITH TIME ZONE from now on, please, including this one. The old columns we do not convert.",
        )
        .file("Write", "db/changelog/2026/11/0009-cust-consent-given-at.xml")
        .assistant("The changeset adds CUST_CONSENT.GIVEN_AT as TIMESTAMP WITH TIME ZONE.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vienna", "date columns"] },
      { kind: "instruction", keys: ["timestamp with time zone"] },
    ],
  },
  {
    id: "b81-change-freeze",
    build: (s) =>
      s
        .user("When is the last possible production deployment this year?")
        .bash(
          "curl -s https://confluence.acme.local/rest/api/content/88213?expand=body.storage | grep -o 'Change Freeze[^<]*'",
          "Change Freeze 2026/27: 15.12.2026 - 07.01.2027 (no production changes except P1 emergencies)",
        )
        .assistant(
          "The Confluence page states a change freeze from 15 December 2026 to 7 January 2027. The last regular window before it would be Saturday 5 December.",
        )
        .user(
          "Right, the freeze is every year, mid December to the first week of January. Which means the Quartz clustering change absolutely has to be deployed in the 5 December window. It has not gone out yet, please keep that on the open list.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["freeze"] },
      { kind: "task", keys: ["quartz", "5 december"] },
    ],
  },
  {
    id: "b81-month-end-restart",
    build: (s) =>
      s
        .user("The month-end job failed at step reconcileAccounts last night because of a deadlock. How do we restart it correctly?")
        .bash(
          'sqlplus -s app_ro@ORDP <<< "SELECT job_execution_id, status, exit_code FROM batch_job_execution ORDER BY job_execution_id DESC FETCH FIRST 2 ROWS ONLY;"',
          "JOB_EXECUTION_ID STATUS    EXIT_CODE\n---------------- --------- ---------\n           90412 FAILED    FAILED\n           90301 COMPLETED COMPLETED",
        )
        .assistant(
          "Execution 90412 failed. Restarting it with the same JobParameters lets Spring Batch resume at reconcileAccounts; launching with a new run.id would start a fresh instance from step one and post the first steps twice.",
        )
        .user(
          "Exactly, that happened once in 2022 and took accounting a week to clean up. So the rule for everyone: month-end is never launched with a new run.id after a failure, only restarted.",
        )
        .assistant(
          "Would it help if I wrote a small script, scripts/restart-month-end.sh, that looks up the last failed execution and restarts it via JobOperator, so ops do not need the admin JSP?",
        )
        .user("Yes, let's have that script. Ops will be glad.")
        .file("Write", "scripts/restart-month-end.sh")
        .bash("bash -n scripts/restart-month-end.sh && echo syntax ok", "syntax ok")
        .stop("scripts/restart-month-end.sh is written."),
    planted: [
      { kind: "instruction", keys: ["run.id"] },
      { kind: "decision", keys: ["restart-month-end.sh"] },
    ],
  },
];

export const BLIND81 = plantedSet(BLIND81_SESSIONS, Date.UTC(2026, 10, 9, 9));
