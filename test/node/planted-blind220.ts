/**
 * Blind planted set 220 for the offline long-term-memory extractor. Blind: written without reading the extractor; measured once by the lead, then training data.
 * Written without reading the extractor (src/core/memories/, model.ts aside) or the session
 * content of any other planted set, from issue 19's description of what should and should not
 * be remembered.
 *
 * Style: a Java/Spring monolith maintainer who tells stories ("back in 2019 we…") before saying
 * what they want; Maven, Oracle, Flyway, Quartz, JSP, Jenkins; items often sit at the end of an anecdote.
 * Each session is one segment; the items planted in it are listed with it: 64 items (16 decisions, 16 instructions,
 * 16 facts, 16 tasks) in 48 sessions, 11 of which plant nothing (52 user/assistant messages between them). Every other message
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

export const BLIND220_SESSIONS: BlindSession[] = [
  {
    id: "b220-flyway-repair",
    build: (s) =>
      s
        .user(
          "Back in 2019 a contractor ran flyway repair against prod at two in the morning because a checksum didn't match, and it quietly rewrote the checksums for half the V-scripts. Took us a week with the DBA to untangle. So, rule: nobody runs flyway repair against prod, ever. It goes through a DBA ticket. Anyway. I need a migration that adds a NOTES column to INVOICE, varchar2 2000, nullable.",
        )
        .bash(
          "ls src/main/resources/db/migration | tail -4",
          "V0411__dunning_level_index.sql\nV0412__customer_vat_id.sql\nV0413__drop_old_fax.sql\nV0414__invoice_currency.sql",
        )
        .file("Write", "src/main/resources/db/migration/V0415__invoice_notes.sql")
        .assistant(
          "Added V0415__invoice_notes.sql with `ALTER TABLE INVOICE ADD (NOTES VARCHAR2(2000 CHAR) NULL);`. I noticed V0399 still hard-codes the schema name LEDGER in its statements.",
        )
        .user(
          "yeah V0399 is ugly, we can't touch it now since it's applied everywhere. Open a follow-up: V0399 needs a repeatable companion that drops the hard-coded LEDGER schema, later, not in this PR.",
        )
        .stop("Noted. The new migration is in place; nothing else changed."),
    planted: [
      { kind: "instruction", keys: ["flyway repair"] },
      { kind: "task", keys: ["v0399"] },
    ],
  },
  {
    id: "b220-maven-enforcer",
    build: (s) =>
      s
        .user("build is red on my new laptop, enforcer is complaining. can you look")
        .bash(
          "./mvnw -v && mvn -v",
          "Apache Maven 3.8.8 (wrapper)\nApache Maven 3.9.6 (system)\n[ERROR] Rule 2: org.apache.maven.enforcer.rules.RequirePluginVersions failed",
          1,
        )
        .assistant(
          "Your system Maven is 3.9.6. With 3.9 the old maven-enforcer-plugin 1.4.1 config in the parent pom fails on requirePluginVersions, because 3.9 no longer injects default plugin versions the way 3.8 did. With the wrapper (3.8.8) it passes. I could upgrade the enforcer plugin, or we pin everyone to the wrapper.",
        )
        .user(
          "Ha. Same thing bit Jochen in 2022 and we never wrote it down. OK so that's the fact for the wiki: the parent pom's enforcer config breaks on Maven 3.9. And let's pin it: wrapper stays at 3.8.8, people build with ./mvnw, not their system maven. Upgrading the enforcer is a rabbit hole I don't want today.",
        )
        .file("Edit", ".mvn/wrapper/maven-wrapper.properties")
        .stop("Wrapper pinned to 3.8.8 (distributionUrl checked); ./mvnw clean verify is green locally."),
    planted: [
      { kind: "fact", keys: ["enforcer", "3.9"] },
      { kind: "decision", keys: ["3.8.8"] },
    ],
  },
  {
    id: "b220-empty-jackson-story",
    build: (s) =>
      s
        .user(
          "Random question while I wait for the build. Back when we moved from Jackson 1 to 2, in like 2016, we had this whole saga with the codehaus annotations still lying around. Do you think there are still any org.codehaus imports in the tree?",
        )
        .bash("grep -rl 'org.codehaus.jackson' --include=*.java src | wc -l", "0")
        .assistant("None left: grep finds 0 files importing org.codehaus.jackson under src.")
        .user("good, I half expected one in the reports module. Funny how you remember the pain but not when you fixed it.")
        .assistant("The last ones may have gone with the reports refactor; the git history would tell, if you want me to look.")
        .user("nah, not worth it. thanks")
        .stop("OK."),
    planted: [],
  },
  {
    id: "b220-caffeine",
    build: (s) =>
      s
        .user(
          "So the cache thing. In 2018 somebody put Ehcache 2 in because it had a nice XML file and then we spent a year debugging the disk store filling /var. Now we're looking at Ehcache 3 vs Caffeine for the tariff lookups. What do you think?",
        )
        .assistant(
          "For an in-process, single-JVM cache of tariff lookups, Caffeine is simpler: no XML, good eviction, Spring's CaffeineCacheManager supports it out of the box. Ehcache 3 only pays off if you want off-heap or disk tiers, which sounds like the thing you don't want.",
        )
        .user("Right, no disk tiers ever again. Decided then, Caffeine it is, not Ehcache 3. Wire it up for TariffService.")
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/config/CacheConfig.java")
        .bash("./mvnw -q -pl core-billing test -Dtest=TariffServiceTest", "Tests run: 14, Failures: 0, Errors: 0, Skipped: 0")
        .assistant(
          "CacheConfig now uses CaffeineCacheManager with maximumSize 10_000 and expireAfterWrite 1h for the `tariffs` cache; TariffServiceTest passes. The legacy-reports module still ships its own ehcache.xml.",
        )
        .user("Leave reports alone for now. Put it on the list for next sprint: delete legacy-reports' ehcache.xml and the ehcache dependency there.")
        .stop("Understood, reports untouched."),
    planted: [
      { kind: "decision", keys: ["caffeine"] },
      { kind: "task", keys: ["ehcache.xml"] },
    ],
  },
  {
    id: "b220-invoice-seq",
    build: (s) =>
      s
        .user("Customer support forwarded a ticket: 'invoice numbers skip from 884120 to 884170, are we missing invoices?' Can you check whether we lost rows?")
        .bash(
          "sqlplus -s ledger@XEPDB1 <<< \"select sequence_name, cache_size from user_sequences where sequence_name='INVOICE_SEQ';\"",
          "SEQUENCE_NAME   CACHE_SIZE\n--------------- ----------\nINVOICE_SEQ             50",
        )
        .assistant(
          "No rows lost as far as I can see: INVOICE_SEQ has CACHE 50, so every instance restart or RAC node switch throws away up to 50 cached values. A jump of exactly 50 matches that.",
        )
        .user(
          "Yes! I remember now, the auditors asked the same in 2020 and we showed them the same thing. Good: gaps in invoice numbers come from INVOICE_SEQ's cache of 50, they're expected and the auditors signed off on it. Write me two sentences I can paste into the ticket.",
        )
        .assistant(
          '"Invoice numbers are assigned from a database sequence that reserves numbers in blocks of 50; after a restart the unused numbers of a block are skipped. No invoices are missing, and this behaviour was reviewed with our auditors."',
        )
        .stop(),
    planted: [{ kind: "fact", keys: ["invoice_seq", "50"] }],
  },
  {
    id: "b220-skipits",
    build: (s) =>
      s
        .user(
          "Before you touch anything, a bit of history: the full build with integration tests takes about 40 minutes because the ITs spin up the whole context against Oracle. In 2021 an agent like you ran `mvn verify` on every edit and blocked my machine all afternoon. So when you test, use `./mvnw -pl core-billing -am verify -DskipITs`, always that, unless I ask for ITs. Now, the DunningLevel enum is missing LEVEL_4, please add it.",
        )
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/dunning/DunningLevel.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS\n[INFO] Total time:  02:11 min")
        .assistant('Added LEVEL_4("4. Mahnung", 35) to DunningLevel; the unit build with -DskipITs is green in 2:11.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["skipits"] }],
  },
  {
    id: "b220-empty-typo",
    build: (s) =>
      s
        .user("Tiny one: the German label on the dunning page says 'Mahnug'. fix it pls")
        .bash("grep -rn 'Mahnug' src/main/resources/messages*.properties", "src/main/resources/messages_de.properties:212:dunning.title=Mahnug")
        .file("Edit", "src/main/resources/messages_de.properties")
        .assistant("Fixed: dunning.title=Mahnung in messages_de.properties, line 212. No other occurrences.")
        .user("danke. reminds me of the time we shipped 'Rechung' on 20k PDFs, the printing house still mocks us")
        .assistant("That one would hurt. At least this one is only on a screen.")
        .stop(),
    planted: [],
  },
  {
    id: "b220-payments-owner",
    build: (s) =>
      s
        .user("The PaymentGatewayClient throws SocketTimeoutException in the logs every night around 3. Can you see what the timeout is set to?")
        .bash(
          "grep -n 'timeout' payments/src/main/resources/application-payments.yml",
          "14:    connect-timeout: 2000\n15:    read-timeout: 5000   # TODO never raise above 10s, see LEDG-881",
        )
        .assistant(
          "Connect timeout 2 s, read timeout 5 s. The 3 a.m. failures could be the provider's maintenance window, or the read timeout is just too tight for the settlement call. I can't tell which from here.",
        )
        .user(
          "Don't change it. Long story: payments is Dagmar's team in Leipzig, they own that module and its config since the 2020 reorg, and the last time someone from our side changed a timeout there we had double captures. Remind me to ask Dagmar about the gateway timeout at 3am on Monday's sync.",
        )
        .stop("Nothing changed in payments."),
    planted: [
      { kind: "fact", keys: ["dagmar"] },
      { kind: "task", keys: ["gateway timeout"] },
    ],
  },
  {
    id: "b220-lombok",
    build: (s) =>
      s
        .user("Write a DTO for the dunning export: customerId, level, amountDue, lastNoticeDate.")
        .assistant("Should I use Lombok's @Value for it? I see lombok in the dependency tree of legacy-reports.")
        .user(
          "No! God. We had Lombok everywhere until 2021, then the javac upgrade broke the annotation processor and nothing compiled for two days. We ripped it out. No Lombok in new code, write the boilerplate or use a record. The one in legacy-reports is a leftover.",
        )
        .file("Write", "core-billing/src/main/java/de/ledgerline/billing/dunning/DunningExportRow.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .assistant("DunningExportRow is a Java record with the four fields; build is green.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["lombok"] }],
  },
  {
    id: "b220-berlin-tz",
    build: (s) =>
      s
        .user("Why does the nightly close job run at 01:30 and not at midnight like the ticket says?")
        .bash(
          "ssh batch01 'timedatectl | grep zone'; grep -n cron core-billing/src/main/java/de/ledgerline/billing/close/NightlyCloseJob.java",
          '       Time zone: Europe/Berlin (CET, +0100)\n27:    @Scheduled(cron = "0 30 1 * * *")',
        )
        .assistant(
          "The batch server batch01 runs in Europe/Berlin, not UTC, and the cron has no zone attribute, so 01:30 is Berlin local time. I guess it was moved off midnight to avoid the DST switch hour, but that's a guess.",
        )
        .user(
          "Yes the batch box has been on Berlin time forever, that's just how it is, the whole ops team hates it. The DST story I don't know, could be. Follow-up for later, not today: NightlyCloseJob should take its zone from config instead of relying on the box.",
        )
        .stop("Left as is for now."),
    planted: [
      { kind: "fact", keys: ["europe/berlin"] },
      { kind: "task", keys: ["nightlyclosejob"] },
    ],
  },
  {
    id: "b220-empty-chat",
    build: (s) =>
      s
        .user("morning. slow day, half the team is at the Spring I/O thing in Barcelona")
        .assistant("Morning. Anything you want to pick up while it's quiet?")
        .user("maybe we should move the whole thing to Kotlin while they're away, ha. no, scratch that, Heinz would kill me")
        .assistant("Probably a conversation for when everyone is back.")
        .user("let me just check the open PRs")
        .bash("gh pr list --limit 3", "#1412  LEDG-902 dunning level 4   open\n#1409  LEDG-897 vat id validation  open\n#1401  LEDG-880 cleanup fax  draft")
        .assistant("Three open: #1412 dunning level 4, #1409 VAT id validation, and #1401 as a draft.")
        .stop(),
    planted: [],
  },
  {
    id: "b220-hibernate-batch",
    build: (s) =>
      s
        .user("The yearly tariff import inserts 200k rows and takes 25 minutes. It used to be 5 back on the old JDBC code in 2017. Profile it?")
        .bash(
          "grep -n 'hibernate' core-billing/src/main/resources/application.yml",
          "31:  jpa.properties.hibernate.dialect: org.hibernate.dialect.Oracle12cDialect\n32:  jpa.properties.hibernate.show_sql: false",
        )
        .assistant(
          "There is no JDBC batching configured, so each of the 200k inserts is its own round trip. I propose setting hibernate.jdbc.batch_size=50 together with order_inserts=true, and flushing/clearing the EntityManager every 50 rows in TariffImporter.",
        )
        .user("yes do that, batch_size 50 with order_inserts, go.")
        .file("Edit", "core-billing/src/main/resources/application.yml")
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/tariff/TariffImporter.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .assistant(
          "Done: batch_size 50, order_inserts true, flush/clear every 50 rows. The importer also loads each TariffZone lazily inside the loop, which is an N+1.",
        )
        .user("Ugh. Leave the N+1 for a follow-up ticket, I want to measure the batching alone first.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["batch_size"] },
      { kind: "task", keys: ["n+1"] },
    ],
  },
  {
    id: "b220-jsp-admin",
    build: (s) =>
      s
        .user("Where's the admin screen for editing tariffs? I can't find a controller returning a Thymeleaf template.")
        .bash(
          "find . -path '*WEB-INF/admin*' -name '*.jsp' | head -3",
          "./web/src/main/webapp/WEB-INF/admin/tariffs.jsp\n./web/src/main/webapp/WEB-INF/admin/customers.jsp\n./web/src/main/webapp/WEB-INF/admin/layout.jsp",
        )
        .assistant(
          "It's not Thymeleaf: the admin UI is JSP, under web/src/main/webapp/WEB-INF/admin, rendered through the same DispatcherServlet with an InternalResourceViewResolver.",
        )
        .user(
          "Oh right, the admin UI is all JSP still, I forget because I never open it. We started the customer portal in Thymeleaf in 2020 and never got around to admin. We need to port the admin screens to Thymeleaf at some point, write that down as a task, definitely not this quarter.",
        )
        .stop("Noted."),
    planted: [
      { kind: "fact", keys: ["jsp", "admin"] },
      { kind: "task", keys: ["thymeleaf", "admin"] },
    ],
  },
  {
    id: "b220-slf4j",
    build: (s) =>
      s
        .user("Add a log line in InvoiceService.finalize with the invoice id and the total.")
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/invoice/InvoiceService.java")
        .assistant('Added `log.info("Finalized invoice " + invoice.getId() + " total " + invoice.getTotal());` after the status change.')
        .user(
          "Please not with string concatenation. Story: in 2018 we had debug lines doing concat with toString on huge entity graphs and it cost us 30% CPU with DEBUG off. Use SLF4J placeholders in log calls, everywhere, from now on.",
        )
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/invoice/InvoiceService.java")
        .assistant('Changed to `log.info("Finalized invoice {} total {}", invoice.getId(), invoice.getTotal());`.')
        .stop(),
    planted: [{ kind: "instruction", keys: ["placeholders"] }],
  },
  {
    id: "b220-empty-logback",
    build: (s) =>
      s
        .user("What does our logback config do with the audit logger? paste the relevant bit")
        .bash(
          "sed -n 20,30p web/src/main/resources/logback-spring.xml",
          '<!-- audit: must always go to its own file, never to console -->\n<logger name="AUDIT" level="INFO" additivity="false">\n  <appender-ref ref="AUDIT_FILE"/>\n</logger>\n<!-- TODO rotate by size too -->',
        )
        .assistant(
          "The AUDIT logger writes at INFO to the AUDIT_FILE appender only (additivity false), so nothing reaches the console. There is a TODO comment about size-based rotation.",
        )
        .user("Hmm, is that TODO from Wolfgang? I think he left in 2020. Does the appender rotate at all?")
        .assistant("AUDIT_FILE uses a TimeBasedRollingPolicy with daily files and maxHistory 90; no size cap.")
        .user("ok, that's fine then, just wanted to know")
        .stop(),
    planted: [],
  },
  {
    id: "b220-boot-27",
    build: (s) =>
      s
        .user("Let's talk Spring Boot. We're on 2.7.18. I was thinking we jump to 3.2 this month.")
        .bash("grep -rl 'import javax\\.' --include=*.java . | wc -l", "1874")
        .assistant(
          "1874 Java files import javax.* somewhere; Boot 3 needs jakarta.* for servlet, persistence and validation, and the JSP admin plus the CXF client would need checking too. It's doable with OpenRewrite but it's a large change.",
        )
        .user(
          "1874. Wow. OK, that changes things. Back in 2019 the Boot 1-to-2 move took us three months and we had to freeze features. Not doing that in December. We stay on Boot 2.7 until Q2, final. Before Q2 somebody has to inventory the javax imports per module so we can plan the jakarta move.",
        )
        .stop("Understood, no upgrade now."),
    planted: [
      { kind: "decision", keys: ["2.7", "q2"] },
      { kind: "task", keys: ["javax", "inventory"] },
    ],
  },
  {
    id: "b220-jenkins-mem",
    build: (s) =>
      s
        .user("The IT stage failed again on Jenkins. Log?")
        .bash(
          "curl -s $JENKINS/job/ledgerline-it/lastBuild/consoleText | tail -3",
          "Running on build-03 in /var/jenkins/ws/ledgerline-it\njava.lang.OutOfMemoryError: Java heap space\nFinished: FAILURE",
        )
        .assistant("OutOfMemoryError on build-03. Does that agent have less memory than the others?")
        .bash("curl -s $JENKINS/computer/build-03/api/json | jq .monitorData.'\"hudson.node_monitors.SwapSpaceMonitor\"'.totalPhysicalMemory", "4124872704")
        .assistant("build-03 has about 4 GB of RAM; the IT context with Oracle Testcontainers needs more than that.")
        .user(
          "Yes, build-03 is the old box with 4 GB, it's known, it can't run the ITs. For every IT job: pin it to the big-mem label in the Jenkinsfile. Do it for ledgerline-it now.",
        )
        .file("Edit", "Jenkinsfile.it")
        .stop("Jenkinsfile.it now uses `agent { label 'big-mem' }`."),
    planted: [
      { kind: "fact", keys: ["build-03", "4 gb"] },
      { kind: "instruction", keys: ["big-mem"] },
    ],
  },
  {
    id: "b220-branch-names",
    build: (s) =>
      s
        .user("create a branch for the VAT id validation fix")
        .bash("git checkout -b fix/vat-validation", "Switched to a new branch 'fix/vat-validation'")
        .user(
          "Ah, no, the Jira hook will reject that on push. We fought about naming in 2020 and the compromise was: branches are LEDG-<ticket>-short-description, nothing else. This one is LEDG-897.",
        )
        .bash("git branch -m fix/vat-validation LEDG-897-vat-id-validation", "")
        .assistant("Renamed to LEDG-897-vat-id-validation.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["ledg-<ticket>"] }],
  },
  {
    id: "b220-empty-question",
    build: (s) =>
      s
        .user("Do you know if Oracle 19c still supports the old (+) outer join syntax? We have some in the reports SQL.")
        .assistant("Yes, 19c still accepts the (+) syntax; Oracle recommends ANSI joins but hasn't removed it.")
        .user("Might be worth converting them to ANSI someday. or maybe not, they work. what do you think")
        .assistant("If they work and nobody edits them, there's little gain. Converting them when you touch a query anyway is a cheap middle ground.")
        .bash("grep -rc '(+)' legacy-reports/src/main/resources/sql | grep -v ':0' | wc -l", "23")
        .assistant("For scale: 23 SQL files in legacy-reports use (+).")
        .stop(),
    planted: [],
  },
  {
    id: "b220-elster-cxf",
    build: (s) =>
      s
        .user("There's a compile error in ElsterClientPortType, a missing import. Can you just fix the class?")
        .bash(
          "head -5 tax/target/generated-sources/cxf/de/elster/ElsterClientPortType.java",
          "/**\n * This class was generated by Apache CXF 3.5.5\n * Generated source version: 3.5.5\n */\npackage de.elster;",
        )
        .assistant(
          "That class is generated: the ElsterClient classes come from cxf-codegen-plugin reading tax/src/main/wsdl/elster.wsdl during generate-sources. An edit there would be overwritten; the error likely comes from a stale target dir.",
        )
        .bash("./mvnw -q -pl tax clean compile", "[INFO] BUILD SUCCESS")
        .user(
          "Right, clean fixed it. And yes, those are generated by cxf from the wsdl, I forget every time. Which reminds me, the tax office publishes the v4 WSDL in January and we'll have to regenerate and adapt the client then. Put that down as a task.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["cxf", "wsdl"] },
      { kind: "task", keys: ["v4", "january"] },
    ],
  },
  {
    id: "b220-audit-tx",
    build: (s) =>
      s
        .user(
          "When the invoice finalization rolls back, we also lose the audit entry saying somebody tried. In 2019 the tax auditor asked exactly for those failed attempts. How do we keep them?",
        )
        .assistant(
          "Two options: run AuditWriter.write in its own transaction with @Transactional(propagation = REQUIRES_NEW), or publish an event handled after rollback with @TransactionalEventListener(phase = AFTER_ROLLBACK). REQUIRES_NEW is the smaller change.",
        )
        .user(
          "Ok, going with REQUIRES_NEW for the audit writer. And while you're there: @Transactional goes on service methods, not on repositories or controllers. That's our rule.",
        )
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/audit/AuditWriter.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .stop("AuditWriter.write now runs with REQUIRES_NEW; unit build green."),
    planted: [
      { kind: "decision", keys: ["requires_new"] },
      { kind: "instruction", keys: ["@transactional", "service"] },
    ],
  },
  {
    id: "b220-pr-size",
    build: (s) =>
      s
        .bash("git diff --stat main | tail -1", " 38 files changed, 1211 insertions(+), 342 deletions(-)")
        .assistant("The branch is at 38 files, +1211/-342. Shall I open the PR?")
        .user(
          "No, too big. Heinz reviews everything in the billing core and he has one rule since the 2021 incident where a 3000-line PR hid a rounding bug: keep PRs under 400 lines. Split it: migration plus entity in one, service in a second, UI last.",
        )
        .bash("git log --oneline main..HEAD | wc -l", "11")
        .assistant("11 commits; I'll cut them into three branches in that order.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["400 lines"] }],
  },
  {
    id: "b220-empty-status",
    build: (s) =>
      s
        .user("how far are you with the split?")
        .bash("git branch --list 'LEDG-902*'", "  LEDG-902-1-migration\n  LEDG-902-2-service\n* LEDG-902-3-ui")
        .assistant(
          "All three branches exist: LEDG-902-1-migration (212 lines), LEDG-902-2-service (388), LEDG-902-3-ui (301). Each builds on the previous one, all green with -DskipITs.",
        )
        .user("nice. open the first one as a PR, draft is fine")
        .bash("gh pr create --draft --title 'LEDG-902 (1/3) migration and entity' --base main", "https://git.ledgerline.local/billing/pull/1415")
        .assistant("Draft PR #1415 is open.")
        .stop(),
    planted: [],
  },
  {
    id: "b220-quartz",
    build: (s) =>
      s
        .user("The reminder mails went out twice to some customers yesterday. Is Quartz running the job on both nodes?")
        .bash(
          "grep -n 'isClustered\\|instanceId' web/src/main/resources/quartz.properties",
          "7:org.quartz.jobStore.isClustered = true\n8:org.quartz.scheduler.instanceId = AUTO",
        )
        .assistant(
          "Quartz is clustered over the QRTZ_ tables; a trigger fires on one node. But ReminderMailJob has no @DisallowConcurrentExecution, so if a run takes longer than the interval a second run can start on the other node. That would fit, though I haven't proven it from the logs.",
        )
        .bash("grep -c 'ReminderMailJob started' /var/log/ledgerline/web-*.log", "/var/log/ledgerline/web-1.log:2\n/var/log/ledgerline/web-2.log:1")
        .user(
          "Quartz has been clustered with two nodes since 2017, that part is known. Three starts for two triggers is suspicious though. I don't want a hotfix right now. TODO for later: ReminderMailJob gets @DisallowConcurrentExecution, with a test.",
        )
        .stop("Noted; nothing changed."),
    planted: [
      { kind: "fact", keys: ["quartz", "clustered"] },
      { kind: "task", keys: ["remindermailjob"] },
    ],
  },
  {
    id: "b220-duplicate-invoices",
    build: (s) =>
      s
        .user("Back to the duplicate invoices from LEDG-905. Any theory?")
        .assistant("Maybe the client double-submits the form? Or the load balancer retries?")
        .bash(
          "grep -n 'retry' -i core-billing/src/main/java/de/ledgerline/billing/http/RetryInterceptor.java | head -3",
          "18:  private static final int MAX_RETRIES = 2;\n41:      // retry on any IOException, including read timeouts\n42:      return execution.execute(request, body);",
        )
        .assistant(
          "Found it: RetryInterceptor on the internal RestTemplate retries any IOException, including read timeouts, so a slow POST /invoices that actually succeeded is posted again. The timestamps in LEDG-905 are exactly 5 s apart, the read timeout.",
        )
        .user(
          "That's it, confirmed, the duplicates come from the RetryInterceptor re-posting after a read timeout. Reminds me of 2016, same bug, different library. Fix: the invoice POST gets an Idempotency-Key header and the server dedupes on it. Go with that.",
        )
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/invoice/InvoiceController.java")
        .stop("Idempotency-Key handling added to POST /invoices."),
    planted: [
      { kind: "fact", keys: ["retryinterceptor", "duplicate"] },
      { kind: "decision", keys: ["idempotency-key"] },
    ],
  },
  {
    id: "b220-spotless",
    build: (s) =>
      s
        .user("commit what you have")
        .bash("git commit -am 'LEDG-905 idempotency key'", "[LEDG-905-idempotency 3f2a1c9] LEDG-905 idempotency key\n 3 files changed, 88 insertions(+)")
        .bash("git push", "remote: spotless check failed: 2 files not formatted\n ! [remote rejected]", 1)
        .user(
          "Yeah. We used to argue about braces in every review until 2020, so the deal was Google Java style with 4-space indents and the server checks it. Run ./mvnw spotless:apply before every commit, please, that's standing.",
        )
        .bash("./mvnw -q spotless:apply && git commit -am 'format' && git push", "[LEDG-905-idempotency 7d10e2b] format\nTo git.ledgerline.local:billing.git")
        .stop("Formatted and pushed."),
    planted: [{ kind: "instruction", keys: ["spotless:apply"] }],
  },
  {
    id: "b220-empty-hypotheses",
    build: (s) =>
      s
        .user("The PDF generation got slower this week, maybe 2x. Could it be the new font?")
        .assistant("Possibly. Embedding a larger font subset would slow iText down. It could also be the JVM running with less heap after Tuesday's deploy.")
        .bash("grep -n Xmx deploy/web.env", "3:JAVA_OPTS=-Xms2g -Xmx2g")
        .assistant("Heap is 2 GB, same as last month according to git blame. So the font is still the likelier suspect, but unproven.")
        .user("hm. Let's wait for the APM numbers before guessing more. Maybe it's the printing house's template even.")
        .assistant("Fine, I'll hold off.")
        .stop(),
    planted: [],
  },
  {
    id: "b220-oracle-port",
    build: (s) =>
      s
        .user("My local app can't connect to Oracle. 'ORA-12514, listener does not currently know of service'.")
        .bash("docker ps --format '{{.Names}} {{.Ports}}'", "oracle-xe 0.0.0.0:1522->1521/tcp\noracle11g 0.0.0.0:1521->1521/tcp")
        .assistant(
          "You have two Oracle containers: the old 11g on 1521 and XE on 1522. Your application-local.yml points to 1521, so it's hitting 11g, which doesn't have XEPDB1.",
        )
        .user(
          "Right, local XE is on port 1522 because the ancient 11g for the reports regression still sits on 1521. Fix my application-local.yml. And, you know what, I'm done with this: repository tests move to Testcontainers, that's the decision, no more shared local DB for tests.",
        )
        .file("Edit", "web/src/main/resources/application-local.yml")
        .stop("application-local.yml now uses port 1522."),
    planted: [
      { kind: "fact", keys: ["1522"] },
      { kind: "decision", keys: ["testcontainers"] },
    ],
  },
  {
    id: "b220-mapstruct",
    build: (s) =>
      s
        .user("We need to map Invoice to InvoiceDto in four places now. ModelMapper or MapStruct?")
        .assistant(
          "MapStruct generates plain code at compile time, so errors show up in the build and there's no reflection; ModelMapper is reflective and guesses by name, which tends to surprise. I'd pick MapStruct.",
        )
        .user(
          "Agreed, MapStruct it is. In 2017 we had Dozer, and the reflection guessing mapped 'tax' into 'taxId' silently for months. Mappers live in a .mapping subpackage next to the DTOs, please, not in some global util package.",
        )
        .file("Write", "core-billing/src/main/java/de/ledgerline/billing/invoice/mapping/InvoiceMapper.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .stop("InvoiceMapper added under invoice/mapping; build green."),
    planted: [
      { kind: "decision", keys: ["mapstruct"] },
      { kind: "instruction", keys: [".mapping"] },
    ],
  },
  {
    id: "b220-dunning-flag",
    build: (s) =>
      s
        .user("Is the new dunning flow on for Austria yet?")
        .bash("grep -n FF_NEW_DUNNING deploy/*.env", "deploy/de.env:9:FF_NEW_DUNNING=true\ndeploy/at.env:9:FF_NEW_DUNNING=false")
        .assistant("Germany has FF_NEW_DUNNING=true, Austria false.")
        .user("Ok. After Austria goes over in January, someone has to remove FF_NEW_DUNNING and the old code path completely. Task for then.")
        .stop(),
    planted: [{ kind: "task", keys: ["ff_new_dunning"] }],
  },
  {
    id: "b220-empty-rundown",
    build: (s) =>
      s
        .user("run the unit tests for core-billing and tell me if anything's flaky")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "Tests run: 812, Failures: 0, Errors: 0, Skipped: 4\n[INFO] BUILD SUCCESS")
        .assistant("812 tests, all green, 4 skipped. Nothing flaky in this run.")
        .user("which 4 are skipped")
        .bash(
          "grep -rn '@Disabled' core-billing/src/test | cut -c1-110",
          'core-billing/src/test/java/.../FxRateTest.java:33:  @Disabled("never passes on CI, TODO")\n(3 more in SepaExportTest)',
        )
        .assistant("One in FxRateTest (disabled with the note 'never passes on CI, TODO') and three in SepaExportTest.")
        .user("Those have been disabled since before my time. Leave them.")
        .stop(),
    planted: [],
  },
  {
    id: "b220-gobd",
    build: (s) =>
      s
        .user("Ops asks if we can delete invoices older than 5 years to shrink the tablespace.")
        .bash('sqlplus -s ledger@XEPDB1 <<< "select count(*) from invoice where created_at < add_months(sysdate,-60);"', "  COUNT(*)\n----------\n   4120331")
        .assistant("4.1 million invoices are older than 5 years.")
        .user(
          "No deleting. We have to keep invoices 10 years under GoBD, that's German law, not our choice. In 2018 the old ops lead purged a year of data and we had to restore from tape for a tax audit. And in code: never hard-delete rows from INVOICE, set archived_at instead. Tell ops they could move old partitions to cheaper storage.",
        )
        .assistant(
          'Draft for ops: "Invoices must be retained for 10 years (GoBD); deleting them is not possible. Moving partitions older than 5 years to a cheaper tablespace would be an option."',
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["gobd", "10 years"] },
      { kind: "instruction", keys: ["archived_at"] },
    ],
  },
  {
    id: "b220-tomcat-war",
    build: (s) =>
      s
        .user("Ops says the WAR takes 4 minutes to deploy on the Tomcat. Ideas?")
        .assistant(
          "You could split the monolith into an executable Spring Boot jar for the API and keep the admin WAR separate, or switch to embedded Tomcat altogether.",
        )
        .bash("ls -la web/target/*.war", "-rw-r--r-- 1 jenkins jenkins 187M web/target/ledgerline.war")
        .user(
          "No. We tried splitting in 2019 and the session sharing broke the admin login for a month. We keep the single WAR on the external Tomcat 9, that's settled; deploy time is not the problem to fix. Can you see why it's 187 MB though?",
        )
        .bash(
          "unzip -l web/target/ledgerline.war | sort -k1 -n | tail -3",
          "  31220144  WEB-INF/lib/ojdbc8-full.jar\n  38110022  WEB-INF/lib/icu4j-69.1.jar\n  41003310  WEB-INF/lib/pdfbox-app-2.0.27.jar",
        )
        .assistant("The biggest are pdfbox-app (41 MB, the all-in-one jar), icu4j (38 MB) and ojdbc8-full (31 MB).")
        .stop(),
    planted: [{ kind: "decision", keys: ["tomcat 9"] }],
  },
  {
    id: "b220-micrometer",
    build: (s) =>
      s
        .user("Show me what metrics the billing run exposes.")
        .bash("curl -s localhost:8080/actuator/metrics | jq -r '.names[]' | grep billing", "billing.run.duration\nbilling.run.invoices")
        .assistant("Two: billing.run.duration and billing.run.invoices.")
        .user(
          "Right. I promised the ops people Grafana dashboards on top of the Micrometer billing metrics, back in September, and never did it. Put it on my list for after the release, with at least the run duration and the invoice count per country.",
        )
        .assistant("For the export, should the dashboards read from the Prometheus registry or the Graphite one? Both are on the classpath.")
        .user("Prometheus. Graphite is a leftover from 2018, decided: billing metrics go through the Prometheus registry only.")
        .stop(),
    planted: [
      { kind: "task", keys: ["micrometer", "dashboards"] },
      { kind: "decision", keys: ["prometheus"] },
    ],
  },
  {
    id: "b220-empty-withdrawn",
    build: (s) =>
      s
        .user("I was going to say we should always run the ITs on every PR from now on. Actually no, forget it, that'd take 40 minutes per push.")
        .assistant("Understood, nothing changes.")
        .user("Maybe a nightly IT run instead? Let me think about it with Heinz first.")
        .bash("curl -s $JENKINS/job/ledgerline-it/api/json | jq -r .description", "Manual trigger only. Never schedule during business hours (DB load).")
        .assistant("The IT job is currently manual-trigger only; its description asks not to schedule it during business hours.")
        .stop(),
    planted: [],
  },
  {
    id: "b220-cp1252",
    build: (s) =>
      s
        .user("A customer in Austria says the umlauts in the CSV export are garbage in LibreOffice.")
        .bash("file legacy-reports/target/sample-export.csv", "legacy-reports/target/sample-export.csv: ISO-8859 text, with CRLF line terminators")
        .assistant(
          'The export is written in windows-1252 (CsvExporter uses Charset.forName("windows-1252")), so LibreOffice guessing UTF-8 shows garbage; Excel on Windows reads it fine.',
        )
        .user(
          "Yes, the CSV exports are windows-1252 because in 2015 every customer used German Excel, which chokes on UTF-8 without BOM. Don't break them. We'll add a UTF-8 variant behind a ?charset=utf-8 parameter and keep 1252 the default. Do that.",
        )
        .file("Edit", "legacy-reports/src/main/java/de/ledgerline/reports/CsvExporter.java")
        .stop("Added the charset parameter; default stays windows-1252."),
    planted: [
      { kind: "fact", keys: ["windows-1252"] },
      { kind: "decision", keys: ["utf-8", "parameter"] },
    ],
  },
  {
    id: "b220-testdatabuilder",
    build: (s) =>
      s
        .file("Read", "core-billing/src/test/java/de/ledgerline/billing/dunning/DunningServiceTest.java")
        .assistant("In the new test I construct the Customer and Invoice entities by hand with setters, about 30 lines per case. Is that ok?")
        .user(
          "Please no. We have TestDataBuilder in the core-test module for exactly that, Petra built it in 2020 after we had 400 tests breaking on every new mandatory column. Use TestDataBuilder in tests, don't hand-build entities.",
        )
        .file("Edit", "core-billing/src/test/java/de/ledgerline/billing/dunning/DunningServiceTest.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs -Dtest=DunningServiceTest", "Tests run: 9, Failures: 0")
        .stop("Rewritten with TestDataBuilder.anInvoice()…; 9 tests pass."),
    planted: [{ kind: "instruction", keys: ["testdatabuilder"] }],
  },
  {
    id: "b220-empty-explain",
    build: (s) =>
      s
        .user("explain to me what @Version does on the Invoice entity, I inherited this")
        .file("Read", "core-billing/src/main/java/de/ledgerline/billing/invoice/Invoice.java")
        .assistant(
          "@Version on the `version` column enables optimistic locking: Hibernate adds `where version = ?` to every update and increments it; if another transaction updated the row first, you get an OptimisticLockException instead of a silent overwrite.",
        )
        .user("and if two clerks edit the same invoice in the admin UI?")
        .assistant(
          "The second save would fail with that exception, unless the admin code reloads the entity before saving, which would defeat it. I can check the controller if you like.",
        )
        .user("no, that's enough, thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b220-api-v2",
    build: (s) =>
      s
        .user("I need a new endpoint to list a customer's open dunning notices. Where do I put it, /api/v1/customers/...?")
        .bash("grep -rn '@RequestMapping(\"/api' web/src/main/java | wc -l", "64")
        .assistant("All 64 existing mappings are under /api/v1. We could add it there, or start a /api/v2 for new resources.")
        .user(
          "Partner integrations depend on v1 byte for byte, we learned that in 2021 when a new optional field broke a SAP import. So: new endpoints go under /api/v2 and v1 stays frozen. Put this one in v2. And at some point we need to write the deprecation notice for v1 customers, not now.",
        )
        .file("Write", "web/src/main/java/de/ledgerline/web/api/v2/DunningNoticeController.java")
        .stop("GET /api/v2/customers/{id}/dunning-notices added."),
    planted: [
      { kind: "decision", keys: ["/api/v2"] },
      { kind: "task", keys: ["deprecation", "v1"] },
    ],
  },
  {
    id: "b220-sonar",
    build: (s) =>
      s
        .user("Sonar quality gate failed on my PR. What's it on about?")
        .bash(
          "curl -s 'https://sonar.ledgerline.local/api/qualitygates/project_status?projectKey=ledgerline' | jq -c '.projectStatus.conditions[] | select(.status==\"ERROR\")'",
          '{"metricKey":"new_coverage","actualValue":"61.2","errorThreshold":"70"}\n{"metricKey":"new_code_smells","actualValue":"212","errorThreshold":"50"}',
        )
        .assistant(
          "Two conditions: coverage on new code is 61.2% against a 70% threshold, and 212 new code smells, almost all in tax/target/generated-sources/cxf. I could add //NOSONAR to the worst ones in your own code.",
        )
        .user(
          "No NOSONAR comments, ever; in 2020 we had 900 of them and Sonar was useless. If a finding is wrong, mark it as won't-fix in SonarQube itself. The gate wants 70% coverage on new code, that's the company-wide gate, we can't change it. The generated stuff is a real problem though: we add sonar.exclusions for the generated cxf sources, decided, put it in the parent pom.",
        )
        .file("Edit", "pom.xml")
        .stop("sonar.exclusions now covers **/generated-sources/**."),
    planted: [
      { kind: "instruction", keys: ["nosonar"] },
      { kind: "fact", keys: ["70%", "new code"] },
      { kind: "decision", keys: ["sonar.exclusions"] },
    ],
  },
  {
    id: "b220-bigdecimal",
    build: (s) =>
      s
        .user("The Swiss invoices are off by a cent sometimes. LEDG-911. Dig in?")
        .bash(
          "grep -n 'double' core-billing/src/main/java/de/ledgerline/billing/fx/FxRateConverter.java",
          "22:  public double convert(double amount, double rate) {\n23:    return Math.round(amount * rate * 100) / 100.0;",
        )
        .assistant(
          "FxRateConverter.convert works in double and rounds with Math.round, so 0.005 cases go either way. Replaying the three invoices from LEDG-911 with BigDecimal gives the expected totals, so that's the root cause.",
        )
        .user(
          "Confirmed then, the cent differences come from FxRateConverter using double. I swear we had this exact conversation in 2017. Money is BigDecimal with RoundingMode.HALF_EVEN, no doubles, no Math.round, that's the rule for all money code. Fix the converter. Follow-up for another day: grep the double usages in legacy-reports, I bet there are more.",
        )
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/fx/FxRateConverter.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .stop("Converter now uses BigDecimal with HALF_EVEN; build green."),
    planted: [
      { kind: "fact", keys: ["fxrateconverter", "double"] },
      { kind: "instruction", keys: ["half_even"] },
      { kind: "task", keys: ["double", "legacy-reports"] },
    ],
  },
  {
    id: "b220-release-train",
    build: (s) =>
      s
        .user("When's the next release? I want LEDG-905 in.")
        .bash("git tag --sort=-creatordate | head -2", "v4.11.0\nv4.10.2")
        .assistant("The latest tag is v4.11.0. Is there a fixed schedule?")
        .user(
          "Every second Thursday, code freeze on the Tuesday before at noon. Has been like that since we left the quarterly big-bang in 2019. So 4.12 ships next Thursday. Oh and I still have to write the 4.12 release notes before the freeze, don't let me forget.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["second thursday"] },
      { kind: "task", keys: ["4.12", "release notes"] },
    ],
  },
  {
    id: "b220-sepa",
    build: (s) =>
      s
        .user("The bank says they stop accepting pain.001.001.03 in November next year. Where do we generate SEPA files?")
        .bash(
          "grep -rn 'pain.001' core-billing/src/main/java | head -2",
          'core-billing/src/main/java/de/ledgerline/billing/sepa/SepaWriter.java:19:  private static final String NS = "urn:iso:std:iso:20022:tech:xsd:pain.001.001.03";',
        )
        .assistant("SepaWriter hard-codes pain.001.001.03. We could support both versions behind a setting, or switch outright to pain.001.001.09.")
        .user("Both versions is how we ended up with three DTA formats in 2012. We switch outright to pain.001.001.09, one format.")
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/sepa/SepaWriter.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "Tests run: 812, Failures: 0, Skipped: 4\n[INFO] BUILD SUCCESS")
        .assistant("SepaWriter writes pain.001.001.09 now; unit build green. The three disabled tests in SepaExportTest still assert the .03 layout.")
        .user("Those need rewriting for .09 and re-enabling. Not today, ticket it: SepaExportTest re-enable.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["pain.001.001.09"] },
      { kind: "task", keys: ["sepaexporttest"] },
    ],
  },
  {
    id: "b220-http-client",
    build: (s) =>
      s
        .user("The tax client needs a new REST call. RestTemplate is 'in maintenance mode', right? Should we move to WebClient?")
        .assistant(
          "WebClient would pull in spring-webflux and Reactor, in a servlet app. Another option: keep RestTemplate but route every outgoing call through one LedgerHttpClient wrapper that owns timeouts, the retry policy and logging, so the RetryInterceptor mess can't recur.",
        )
        .user(
          "Yes, the wrapper. No Reactor in this codebase, I've seen what that did to a colleague's project in 2020. All outgoing HTTP goes through LedgerHttpClient on RestTemplate, that's what we do.",
        )
        .file("Write", "core-billing/src/main/java/de/ledgerline/billing/http/LedgerHttpClient.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .stop("LedgerHttpClient added; build green."),
    planted: [{ kind: "decision", keys: ["ledgerhttpclient"] }],
  },
  {
    id: "b220-commit-subject",
    build: (s) =>
      s
        .bash("git log --oneline -3", "a81c2e0 fix converter\n7d10e2b format\n3f2a1c9 LEDG-905 idempotency key")
        .user(
          "'fix converter', 'format'... in 2018 we spent a whole audit mapping commits to tickets by hand. Every commit subject starts with the Jira key, like 'LEDG-911: use BigDecimal in FxRateConverter'. Reword those two please.",
        )
        .bash("git rebase -i HEAD~2 --exec true", "Successfully rebased and updated refs/heads/LEDG-911-fx-rounding.")
        .assistant("Reworded to 'LEDG-911: use BigDecimal in FxRateConverter' and 'LEDG-905: apply spotless formatting'.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["commit subject", "jira key"] }],
  },
  {
    id: "b220-hotfix",
    build: (s) =>
      s
        .user("Prod bug in 4.11, the VAT id check rejects Irish numbers. Hotfix branch from main, please.")
        .bash("git checkout -b LEDG-915-irish-vat main", "Switched to a new branch 'LEDG-915-irish-vat'")
        .user(
          "Wait, no. main already has half of 4.12 in it. Back in 2019 we shipped an unfinished feature that way. Hotfixes branch off the release tag, not main, that's how we do it from now on. So v4.11.0.",
        )
        .bash("git checkout -B LEDG-915-irish-vat v4.11.0", "Switched to and reset branch 'LEDG-915-irish-vat'")
        .file("Edit", "core-billing/src/main/java/de/ledgerline/billing/vat/VatIdValidator.java")
        .bash("./mvnw -q -pl core-billing -am verify -DskipITs", "[INFO] BUILD SUCCESS")
        .assistant("Fixed the Irish pattern (7 digits plus one or two letters) on a branch from v4.11.0; build green.")
        .user("Good. Remind me to forward-port it to main after the 4.11.1 release, otherwise 4.12 regresses.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["release tag"] },
      { kind: "task", keys: ["forward-port"] },
    ],
  },
  {
    id: "b220-rac-scan",
    build: (s) =>
      s
        .user("Ops moved the prod DB last weekend and the batch server config still has the old host. What's in there?")
        .bash("grep -n 'url' /opt/ledgerline/conf/application-prod.yml", "12:    url: jdbc:oracle:thin:@//oradb-node1.dc1:1521/LEDGER")
        .assistant("It points directly at oradb-node1.dc1. Is that host gone now?")
        .user(
          "It's still there but it's one node. Prod is Oracle 19c on a two-node RAC and the clients connect through the SCAN name ledger-scan, that's the setup. In configs always use the TNS alias LEDGER_PROD, never a node hostname; that's why we had the outage in 2021 when node1 went down.",
        )
        .file("Edit", "deploy/batch/application-prod.yml")
        .stop("batch config now uses the LEDGER_PROD TNS alias."),
    planted: [
      { kind: "fact", keys: ["ledger-scan"] },
      { kind: "instruction", keys: ["tns alias"] },
    ],
  },
  {
    id: "b220-empty-coffee",
    build: (s) =>
      s
        .user("do you think we'd be faster on Gradle? everyone says so")
        .assistant(
          "For a multi-module Maven build of this size, Gradle's build cache could help incremental builds; a clean build would be similar. Migrating the enforcer, CXF and spotless setup would take a while.",
        )
        .user("yeah, probably not worth it. just curious. Jochen tried in 2022 and gave up after a week")
        .assistant("That matches what I'd expect.")
        .stop(),
    planted: [],
  },
];

export const BLIND220 = plantedSet(BLIND220_SESSIONS, Date.UTC(2026, 10, 23, 9));
