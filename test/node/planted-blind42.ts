/**
 * Blind planted set 42 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: legacy enterprise code (Java 8 on WebLogic and WebSphere, .NET Framework on IIS,
 * Oracle 11g/12c and PL/SQL, SOAP services, IBM MQ, Control-M and Spring Batch jobs, COBOL
 * copybooks, long-running data migrations) in Copilot CLI and Claude Code voice; careful users
 * who write long multi-paragraph messages; facts about old systems, their owners and their
 * quirks. Each session is one segment; the items planted in it are listed with it:
 * 88 items (19 decisions, 21 instructions, 30 facts, 18 tasks) in 53 sessions, 12 of which
 * plant nothing (54 messages in them).
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output (with
 * words like "always", "never", "TODO"), chit-chat, and requests the agent completes in the
 * same session. Superseded decisions: only the later decision is planted (wsadmin deploys ->
 * deployment sheet, LDAPS -> Kerberos bind, reindex at 02:00 -> 05:30, MSMQ -> table outbox,
 * Hibernate 5.4 -> stay on 4.3).
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

/** A message of several paragraphs, as these users write them. */
const p = (...paragraphs: string[]): string => paragraphs.join("\n\n");

export const BLIND42_SESSIONS: BlindSession[] = [
  {
    id: "b42-claims-ojdbc",
    build: (s) =>
      s
        .user(
          p(
            "Morning. Some context before you touch anything, because this codebase bites.",
            "The claims intake service (`claims-intake`, Java 8 on WebLogic 12.1.3) talks to Oracle 11.2.0.4 through ojdbc6. The CLAIMS schema belongs to Marguerite Okafor's DBA team: any DDL goes through her, not through us, and she is the one who gets paged at 2am when the batch hangs.",
            "I'd like to get off ojdbc6. Can you check what the pom pulls in today and whether anything else depends on the old driver?",
          ),
        )
        .assistant("I'll start with the dependency tree, filtered to the Oracle artifacts.")
        .bash(
          "mvn -q dependency:tree -Dincludes=com.oracle*",
          "[INFO] com.acme.claims:claims-intake:war:4.18.2\n[INFO] \\- com.oracle:ojdbc6:jar:11.2.0.4:provided",
        )
        .assistant(
          p(
            "Only `claims-intake` references it, and it is scoped `provided`, so the jar that actually loads is whatever sits in the domain's `lib` directory on the WebLogic hosts.",
            "Two candidates: ojdbc8 (12.2.0.1 or 19.x, both run on Java 8) or ojdbc11, which needs a Java 11 runtime and would not load here. Which way do you want to go?",
          ),
        )
        .user(
          p(
            "Right, ojdbc11 is out as long as we're on Java 8.",
            "Decision: we move to ojdbc8 19.x, and the jar stays in the domain lib dir, not inside the WAR. Put it in the pom as `provided` with 19.3 so the IDE and the server agree.",
            "And a rule for the future: never bump the Oracle driver without running the batch regression pack in UAT first. The last time someone skipped that, the settlement job silently truncated NUMBER(38) amounts for a week.",
          ),
        )
        .file("Edit", "pom.xml")
        .bash("mvn -q -o compile", "[INFO] BUILD SUCCESS")
        .assistant(
          "The pom now declares `com.oracle.database.jdbc:ojdbc8:19.3.0.0` as `provided` and the offline compile passes. The WebLogic hosts still need the jar swapped in `$DOMAIN_HOME/lib`, which is outside this repo.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["claims", "okafor"] },
      { kind: "fact", keys: ["weblogic", "12.1.3"] },
      { kind: "decision", keys: ["ojdbc8"] },
      { kind: "instruction", keys: ["driver", "uat"] },
    ],
  },
  {
    id: "b42-policy-wsdl",
    build: (s) =>
      s
        .user(
          p(
            "I need a second pair of eyes on the PolicyService client in `Underwriting.Core` (.NET Framework 4.7.2, plain old WCF service reference).",
            "Background you will need: PolicyService is the SOAP facade the mainframe gateway team publishes. Its WSDL says `effectiveDate` is `minOccurs=0`, but the service faults with a generic `SOAP-ENV:Server` error whenever effectiveDate is missing. That is why we keep a hand-patched copy of the WSDL in `ServiceReferences/PolicyService/policy.wsdl`.",
            "Because of that: do not regenerate the proxy from the live WSDL, ever. If the proxy needs regenerating, point svcutil at our patched copy.",
            "Today's actual problem: the quote screen throws on renewals. Can you look?",
          ),
        )
        .assistant("Let me see how the request is built for renewals.")
        .bash(
          'findstr /n "effectiveDate" Underwriting.Core\\Policy\\PolicyLookup.cs',
          "41:            // TODO: effectiveDate is never set for renewals, always null here\n42:            request.effectiveDate = quote.IsRenewal ? (DateTime?)null : quote.StartDate;",
        )
        .assistant(
          p(
            "Found it. Line 42 sends a null `effectiveDate` for renewals, which is exactly the case the service faults on. The TODO on line 41 looks like someone noticed and left it.",
            "I'd send the renewal's own start date instead. Shall I change it and add a unit test that fails if the request ever goes out without the field?",
          ),
        )
        .user("Yes please, both.")
        .file("Edit", "Underwriting.Core/Policy/PolicyLookup.cs")
        .file("Write", "Underwriting.Tests/Policy/PolicyLookupTests.cs")
        .bash(
          "vstest.console.exe Underwriting.Tests\\bin\\Debug\\Underwriting.Tests.dll /TestCaseFilter:FullyQualifiedName~PolicyLookup",
          "Passed   RenewalRequest_CarriesEffectiveDate\nPassed   NewBusinessRequest_CarriesEffectiveDate\nTotal tests: 2. Passed: 2. Failed: 0. Skipped: 0.",
        )
        .assistant("Done: renewals now send `quote.StartDate`, and both new tests pass.")
        .user(
          p(
            "Thanks. One more thing for later, not today: Tomasz Wróbel's gateway team promised a corrected WSDL in Q1.",
            "When it lands we have to diff the new WSDL against our patched copy and drop the patch if they really fixed it. Nobody will remember this, so keep it on the list.",
          ),
        )
        .assistant("Noted as an open item: diff the Q1 WSDL from the gateway team against the patched copy, then retire the patch.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["effectivedate"] },
      { kind: "fact", keys: ["patched", "wsdl"] },
      { kind: "instruction", keys: ["proxy", "wsdl"] },
      { kind: "task", keys: ["wsdl", "diff"] },
    ],
  },
  {
    id: "b42-settlement-window",
    build: (s) =>
      s
        .user(
          p(
            "Context for the settlement work this week, so you don't have to rediscover it:",
            "The nightly settlement batch is `SETL_NIGHTLY` in Control-M. It starts at 01:30 and SETL_NIGHTLY has to be finished before 04:15, because that is when the GL extract picks up our output files. If we're late, finance closes the day without us.",
            "The Control-M definitions themselves are owned by Ops, specifically Dev Raghunathan. We own the jar and nothing else; if a Control-M condition has to change, it is a ticket to Dev.",
          ),
        )
        .assistant("Understood. I'll look at the job configuration to see where the time goes.")
        .bash(
          "grep -n 'commit-interval\\|throttle-limit' src/main/resources/batch/settlement-job.xml",
          '27:      <batch:chunk reader="paymentReader" writer="ledgerWriter" commit-interval="500"/>\n31:      <batch:tasklet throttle-limit="4">',
        )
        .assistant(
          p(
            "The main step commits every 500 items with four threads. Last night's run took 2h21m according to the step log.",
            "Would raising the commit interval to 5000 help? Fewer commits usually means less redo overhead, but I can't tell from here whether the undo tablespace would cope.",
          ),
        )
        .user(
          p(
            "Good question, and I was tempted to say yes.",
            "But no: we keep the commit interval at 500. It was tuned against the undo tablespace two years ago, and the one time someone raised it the job died with ORA-01555 at 03:50. That's settled.",
          ),
        )
        .assistant('Leaving `commit-interval="500"` as it is. I\'ll look at the reader query instead when you want to continue.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["setl_nightly", "04:15"] },
      { kind: "fact", keys: ["control-m", "raghunathan"] },
      { kind: "decision", keys: ["commit", "500"] },
    ],
  },
  {
    id: "b42-empty-threaddump",
    build: (s) =>
      s
        .user("how do I read a WebLogic thread dump again? I always forget which threads matter")
        .assistant(
          p(
            "Look for threads named `[ACTIVE] ExecuteThread` or `[STUCK] ExecuteThread` in the `weblogic.kernel.Default (self-tuning)` group. The `[STANDBY]` ones are idle and can be skipped.",
            "For each active thread, read the stack from the top down to the first frame in your own packages; that is usually where it waits. Do you have a dump you want me to go through?",
          ),
        )
        .user("not right now, Ops has it. maybe later this afternoon")
        .assistant("Sure. Paste it or give me the path when you have it.")
        .user("cheers")
        .stop(),
    planted: [],
  },
  {
    id: "b42-underwriting-apppool",
    build: (s) =>
      s
        .user(
          p(
            "Users of Underwriting.Web keep complaining that they lose half-filled forms late in the evening.",
            "I'm fairly sure I know why but let me describe the setup. The app runs on IIS 8.5, .NET Framework 4.6.2, and the session state is InProc.",
            "Can you confirm what the recycling schedule on the app pool is? You have read access to the box through the admin share.",
          ),
        )
        .assistant("I'll query the app pool's recycling settings.")
        .bash("%windir%\\system32\\inetsrv\\appcmd list apppool Underwriting.Web /text:recycling.periodicRestart.schedule", "[value='03:00:00']")
        .assistant(
          p(
            "Confirmed: the Underwriting.Web app pool recycles at 03:00 every night, and with InProc session state every session in memory is lost at that moment.",
            'A proposal: move session state to SQL Server (`mode="SQLServer"`), so a recycle no longer drops sessions. It costs a round trip per request.',
          ),
        )
        .user(
          p(
            "No. We're not doing SQL Server session state; the DBAs would have our heads and the tables would need a whole change board. Session state stays InProc, that's the decision.",
            "What I do want, but not today: ask Hannelore in infra whether the recycle can move to 05:00 after the DR test in December. Put that on the list for later.",
          ),
        )
        .assistant("Understood: InProc stays. Open item: ask Hannelore about moving the recycle to 05:00 once the December DR test is done.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["recycle", "03:00"] },
      { kind: "decision", keys: ["inproc"] },
      { kind: "task", keys: ["05:00"] },
    ],
  },
  {
    id: "b42-rating-timeout",
    build: (s) =>
      s
        .user(
          p(
            "The quote service keeps timing out when it calls the rating engine. Logs are in /var/log/quotes on the app server, the client is CXF 2.7 (JAX-WS).",
            "Can you find out what's going on?",
          ),
        )
        .assistant("I'll start with the recent errors in the quote log.")
        .bash(
          "grep -h 'SocketTimeout' /var/log/quotes/quote-service.log | tail -3",
          "2026-11-04 10:12:41 WARN  RatingClient - java.net.SocketTimeoutException: Read timed out (TODO: retry?)\n2026-11-04 10:31:07 WARN  RatingClient - java.net.SocketTimeoutException: Read timed out (TODO: retry?)\n2026-11-04 11:02:55 WARN  RatingClient - java.net.SocketTimeoutException: Read timed out (TODO: retry?)",
        )
        .assistant(
          p(
            "Three timeouts this morning, all from RatingClient. Maybe the rating engine is throttling us under load? That's a guess; I have nothing that shows it yet.",
            "Let me check the client's timeout settings.",
          ),
        )
        .bash("grep -n 'ReceiveTimeout' src/main/resources/cxf-client.xml", '14:    <http-conf:client ConnectionTimeout="10000" ReceiveTimeout="30000"/>')
        .user(
          p(
            "I doubt it's throttling. 30 seconds is the problem.",
            "Known thing: the rating engine is a COBOL program behind CICS and fleet quotes take up to 90 seconds there, every time. Single-vehicle quotes come back in two.",
            "Decision: ReceiveTimeout goes to 120 seconds for the rating client only. The global CXF default stays at 30s, I don't want every other service hanging for two minutes.",
          ),
        )
        .file("Edit", "src/main/resources/cxf-client.xml")
        .assistant('Set `ReceiveTimeout="120000"` on the rating conduit only; the default conduit keeps 30000.')
        .stop(),
    planted: [
      { kind: "fact", keys: ["rating", "fleet"] },
      { kind: "decision", keys: ["receivetimeout"] },
    ],
  },
  {
    id: "b42-empty-nvarchar",
    build: (s) =>
      s
        .user(
          p(
            "Quick question before I write the ticket. For the new broker comment column, would NVARCHAR2 or VARCHAR2 be better?",
            "I think the database character set is WE8MSWIN1252, but don't quote me on that, I haven't checked since the last upgrade.",
          ),
        )
        .assistant(
          p(
            "It matters. If it is WE8MSWIN1252, VARCHAR2 cannot hold characters outside Windows-1252, so Polish or Greek broker names would be mangled. NVARCHAR2 uses the national character set (usually AL16UTF16) and can.",
            "The costs are larger storage for NVARCHAR2 and the need for N'' literals or bind variables typed as NCHAR. Do broker comments come from outside Western Europe?",
          ),
        )
        .user("some do, from the Warsaw office. hmm")
        .assistant("Then NVARCHAR2 would be the safer choice, if the DBA team agrees.")
        .user("let me take that to Marguerite before deciding anything, she has opinions about national charsets")
        .stop(),
    planted: [],
  },
  {
    id: "b42-policy-migration-wave7",
    build: (s) =>
      s
        .user(
          p(
            "Status of the policy migration (MIG-2207), so you have the picture.",
            "We migrate from the old Oracle Forms policy system to the new platform in waves of 50k policies. Waves 1 to 6 went fine. Wave 7 failed on about 1200 policies, all with endorsements dated before 1998.",
            "I'm fairly sure the cause is that the old system stores endorsement years as two digits in `POL_ENDT.ENDT_YY`, and our transform assumes four. Can you check a sample?",
          ),
        )
        .assistant("I'll pull the rejected rows and look at their endorsement years.")
        .bash(
          "sqlplus -s mig_ro@POLOLD @sql/wave7_rejects.sql",
          "POLICY_NO   ENDT_YY ENDT_MM ENDT_DD\n----------- ------- ------- -------\nP0040017         97      03      11\nP0040022         94      11      30\nP0040391         89      06      02\n\n1243 rows selected.",
        )
        .assistant(
          "Confirmed: 1243 rejects, and ENDT_YY in POL_ENDT holds two-digit years (97, 94, 89). The transform reads them as the years 97, 94 and 89 AD, which the target rejects.",
        )
        .user(
          p(
            "As I thought. Here is the rule, and it's the one the business signed off: two-digit years pivot at 50. 50 to 99 become 19xx, 00 to 49 become 20xx.",
            "Use that pivot everywhere in the migration code, not just for endorsements. Claims dates and premium history have the same problem in places.",
            "Please fix the transform now.",
          ),
        )
        .file("Edit", "migration/src/main/java/com/acme/mig/transform/DateTransforms.java")
        .bash("mvn -q -o -pl migration test -Dtest=DateTransformsTest", "Tests run: 9, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The transform now pivots two-digit years at 50, with tests for 49, 50, 97 and 00. All nine tests pass.")
        .user(
          p(
            "Good. Wave 7 still needs a rerun with the fix, but not today; the change freeze starts in an hour.",
            "We'll rerun wave 7 on Monday, remind me then.",
          ),
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["endt_yy"] },
      { kind: "instruction", keys: ["pivot", "50"] },
      { kind: "task", keys: ["wave", "rerun"] },
    ],
  },
  {
    id: "b42-underwriting-repo-rules",
    build: (s) =>
      s
        .user(
          p(
            "You'll be working in the Underwriting solution a lot over the next weeks, so here are the standing rules. Please keep them in mind every single time, I won't repeat them.",
            "- Commit messages start with the TFS work item, like `WI 48213: fix renewal date`. The release notes are generated from that prefix, so a commit without a work item simply disappears from them.\n- Never edit anything under `Legacy/Generated/`. Those .cs files are regenerated by the build from the XSDs and your changes would be overwritten silently.\n- Everything targets .NET Framework 4.7.2. Don't let NuGet pull a package version that needs 4.8; the servers don't have 4.8 and won't get it.",
            "First job: the label on the broker screen says 'Comission'. Fix the typo.",
          ),
        )
        .assistant("I'll find the label first.")
        .bash("git grep -n 'Comission' -- '*.aspx' '*.resx'", "Underwriting.Web/Resources/Broker.resx:88:    <value>Comission rate</value>")
        .file("Edit", "Underwriting.Web/Resources/Broker.resx")
        .bash(
          "git log --oneline -3",
          "9c1e2aa WI 48100: renewal grace period\n41bd7f3 WI 48097: broker export columns\n0f3a9e1 WI 48090: fix null ref in quote summary",
        )
        .assistant(
          "Fixed in `Broker.resx`. There's no work item for this yet; which WI number should the commit carry? The last commits used 48100, 48097 and 48090.",
        )
        .user("use WI 48215, I just created it")
        .bash(
          'git commit -am "WI 48215: fix Commission label typo"',
          "[main 7d20b4c] WI 48215: fix Commission label typo\n 1 file changed, 1 insertion(+), 1 deletion(-)",
        )
        .assistant("Committed as `WI 48215: fix Commission label typo`.")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["commit", "tfs"] },
      { kind: "instruction", keys: ["generated"] },
      { kind: "instruction", keys: ["4.7.2"] },
    ],
  },
  {
    id: "b42-empty-batchlog",
    build: (s) =>
      s
        .user("can you look at last night's commissions batch log and tell me if anything is actually wrong? The file is /data/logs/comm/COMM_NIGHTLY.log")
        .bash(
          "grep -E 'ERROR|WARN' /data/logs/comm/COMM_NIGHTLY.log | head -5",
          "01:42:10 WARN  LegacyCalc - rounding mode HALF_UP will always be used (TODO remove after Y2K)\n01:42:10 WARN  LegacyCalc - never call calc() with null agent, defaulting\n02:15:33 ERROR RetryTemplate - attempt 1 failed, will retry\n02:15:34 INFO  RetryTemplate - attempt 2 succeeded",
        )
        .assistant(
          p(
            "Nothing looks broken. The two LegacyCalc warnings look like hard-coded messages from very old code (the TODO mentions Y2K), probably printed on every run; I would have to compare older logs to be sure.",
            "The one ERROR is a retry that succeeded a second later. The job finished with exit status COMPLETED at 03:02.",
          ),
        )
        .user("ok, so nothing to do. I was worried about the ERROR line")
        .assistant("Nothing to do as far as the log shows.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-claims-mq-backout",
    build: (s) =>
      s
        .user(
          p(
            "Before you change anything in the MQ listener, here is what you need to know.",
            "The queue manager QM_CLAIMS_P1 lives on the mainframe side and belongs to the middleware team, Ilse Vandenberghe's group. We have a client channel, nothing more; no admin rights.",
            "Messages we fail to parse go to `CLAIMS.INTAKE.BACKOUT`. That backout queue has a max depth of 5000, and when it is full the channel stops and the whole intake halts. It has happened twice this year.",
            "Can you check the current depth? There's a read-only runmqsc alias on the jump host.",
          ),
        )
        .assistant("Checking the depth through the read-only alias.")
        .bash(
          "echo 'DIS QL(CLAIMS.INTAKE.BACKOUT) CURDEPTH MAXDEPTH' | runmqsc-ro QM_CLAIMS_P1",
          "AMQ8409I: Display Queue details.\n   QUEUE(CLAIMS.INTAKE.BACKOUT)            TYPE(QLOCAL)\n   CURDEPTH(4120)                          MAXDEPTH(5000)",
        )
        .assistant("CURDEPTH is 4120 of 5000, so about 82% full. At the rate of the last weeks it could fill within days. Is someone draining it?")
        .user(
          p(
            "Yikes. Ilse's team drains it by hand on request; I'll ping her today.",
            "What we really need is an alert at 80% of the backout depth so this never surprises us again. Not now, I don't have the Nagios access; file it for the next ops sprint.",
          ),
        )
        .assistant("Open item for the next ops sprint: an alert when CLAIMS.INTAKE.BACKOUT reaches 80% of its depth.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["vandenberghe"] },
      { kind: "fact", keys: ["backout", "5000"] },
      { kind: "task", keys: ["alert", "backout"] },
    ],
  },
  {
    id: "b42-claims-ear-handoff",
    build: (s) =>
      s
        .user(
          p(
            "We need the claims EAR on the WebSphere 8.5.5 pre-prod cell by Thursday.",
            "Let's deploy it with a wsadmin jython script from the build agent, like we do for DEV. Can you build the EAR first?",
          ),
        )
        .assistant("Building the EAR module.")
        .bash("mvn -q -pl claims-ear -am package -DskipTests", "[INFO] BUILD SUCCESS\n[INFO] claims-ear/target/claims-ear-4.18.2.ear")
        .assistant(
          "The EAR is at `claims-ear/target/claims-ear-4.18.2.ear`. For the wsadmin route I'd need the pre-prod deployment manager's host and a SOAP connector port; do you have them?",
        )
        .user(
          p(
            "Scratch the wsadmin idea. I just checked with Ops: wsadmin is locked down on pre-prod and prod, no scripted deploys from build agents.",
            "So the decision is: for pre-prod and prod we hand Ops the EAR plus a filled-in deployment sheet, and they install it. Same as the old days.",
            "Can you draft the deployment sheet from the template in docs/ops?",
          ),
        )
        .file("Read", "docs/ops/deployment-sheet-template.md")
        .file("Write", "docs/ops/deployment-sheet-claims-4.18.2.md")
        .assistant(
          "Drafted `docs/ops/deployment-sheet-claims-4.18.2.md` from the template: EAR name, context root, JDBC data sources and the JVM arguments from the current cell.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["deployment", "sheet"] }],
  },
  {
    id: "b42-statements-crystal",
    build: (s) =>
      s
        .user(
          p(
            "The monthly customer statements are rendered with Crystal Reports 13 (runtime SP21) on the report server RPTSRV02. Yes, in 2026. I know.",
            "The important quirk: the Crystal runtime there is the 32-bit one, so the StatementReports app pool runs with 'Enable 32-bit applications' = True. Don't flip that flag, ever, not even to test something; the last person who did took statements down for a day.",
            "Today: the statement shows the wrong period end date for customers on a fiscal calendar. Can you find where the parameter is set?",
          ),
        )
        .assistant("I'll search for where the period parameter is passed to the report.")
        .bash(
          'findstr /s /n "PeriodEnd" StatementReports\\*.cs',
          'StatementReports\\StatementRenderer.cs:57:            doc.SetParameterValue("PeriodEnd", DateTime.Today.AddDays(-DateTime.Today.Day));',
        )
        .assistant(
          "The renderer always passes the last day of the previous calendar month, which is wrong for fiscal-calendar customers. The customer's calendar is available on `StatementRequest.FiscalPeriodEnd`; I'll use it when present.",
        )
        .file("Edit", "StatementReports/StatementRenderer.cs")
        .bash("msbuild StatementReports.sln /t:Build /p:Configuration=Release /v:m", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant("Fixed and the solution builds. Fiscal-calendar customers now get their own period end.")
        .user(
          p(
            "Thanks. Longer term we have to replace Crystal with SSRS; it's budgeted as a 2027 project.",
            "Keep that on the open list so whoever picks up statements next year sees it.",
          ),
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["crystal", "rptsrv02"] },
      { kind: "instruction", keys: ["32-bit"] },
      { kind: "task", keys: ["ssrs"] },
    ],
  },
  {
    id: "b42-empty-java17-estimate",
    build: (s) =>
      s
        .user(
          p(
            "Hypothetically: how much work would it be to move claims-intake to Java 17?",
            "I'm not asking you to do it. The architecture board asked for a rough size and I'd like something better than a guess.",
          ),
        )
        .assistant("I'll run jdeps over the built WAR to see which internal APIs it touches.")
        .bash(
          "jdeps --jdk-internals -R target/claims-intake.war 2>/dev/null | tail -4",
          "claims-intake.war -> JDK removed internal API\n   com.acme.claims.util.Base64Util -> sun.misc.BASE64Encoder  JDK internal API (removed)\n   com.acme.claims.xml.SoapHelper  -> com.sun.xml.internal.messaging.saaj  JDK internal API (removed)",
        )
        .assistant(
          p(
            "Two removed internal APIs: `sun.misc.BASE64Encoder` (easy, java.util.Base64) and the internal SAAJ classes (needs the standalone SAAJ jar). JAX-WS and JAXB would also have to come in as dependencies.",
            "My rough guess would be two to four weeks, mostly testing on a WebLogic version that supports 17, which you don't run yet. That's a guess, not an estimate I'd defend.",
          ),
        )
        .user("ok. let's not decide anything, I'll bring the jdeps output to the board and see what they say")
        .assistant("Fine. The output above is all they need to see the two blockers.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-oracle-nls-dates",
    build: (s) =>
      s
        .user(
          p(
            "A warning before you write any SQL for the renewals report.",
            "Production has NLS_DATE_FORMAT set to 'DD-MON-RR' at the instance level, and half of the old PL/SQL relies on implicit string-to-date conversion. Dev has a different setting, which is why things work on Dev and break in prod.",
            "So: in any SQL you write for us, always pass dates through TO_DATE with an explicit format mask. No implicit conversions, no relying on the session format.",
          ),
        )
        .assistant("Let me confirm the instance setting on the reporting replica.")
        .bash(
          "sqlplus -s rpt_ro@CLMPRD_RO <<< \"select value from nls_instance_parameters where parameter = 'NLS_DATE_FORMAT';\"",
          "VALUE\n----------------------------------------\nDD-MON-RR",
        )
        .assistant("Confirmed, DD-MON-RR. The renewals query compares `RENEWAL_DT` to the string '01-JAN-2026'; I'll rewrite that with TO_DATE and a mask.")
        .file("Edit", "sql/reports/renewals_due.sql")
        .assistant("`renewals_due.sql` now uses `TO_DATE(:from_dt, 'YYYY-MM-DD')` and the same for the upper bound.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nls_date_format"] },
      { kind: "instruction", keys: ["to_date"] },
    ],
  },
  {
    id: "b42-settlement-restart",
    build: (s) =>
      s
        .user(
          p(
            "SETL_NIGHTLY failed at step 3 last night and the on-call restarted it from the top. We paid 212 brokers twice. I've spent the morning with finance.",
            "Let me spell out the rule so it is written somewhere: if the settlement job fails, never rerun it from the beginning. Restart the failed execution with `-restart` so Spring Batch resumes from the failed step.",
            "Can you check the job repository for last night's executions, so I can show finance what happened?",
          ),
        )
        .assistant("I'll query the Spring Batch job repository.")
        .bash(
          "sqlplus -s batch_ro@CLMPRD_RO @sql/ops/last_executions.sql SETL_NIGHTLY",
          "JOB_EXECUTION_ID STATUS     START_TIME          END_TIME\n---------------- ---------- ------------------- -------------------\n           88213 FAILED     2026-11-05 01:30:02 2026-11-05 02:47:19\n           88214 COMPLETED  2026-11-05 03:05:40 2026-11-05 05:12:03",
        )
        .assistant(
          "Execution 88213 failed at 02:47 and 88214 is a new instance started at 03:05, not a restart of 88213, which is why the first two steps ran twice.",
        )
        .user(
          p(
            "Yes. By the way, the job repository tables live in the BATCH_META schema, and BATCH_META is shared with the commissions job. So be careful with any cleanup script there, it sees both jobs' history.",
          ),
        )
        .assistant("Understood. I'll put the two executions in a short summary for finance.")
        .file("Write", "docs/incidents/2026-11-05-settlement-double-run.md")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["restart"] },
      { kind: "fact", keys: ["batch_meta"] },
    ],
  },
  {
    id: "b42-empty-chitchat",
    build: (s) =>
      s
        .user("morning! just checking the new Copilot CLI install works on this laptop before the real work starts")
        .assistant("Morning. It's working: I can read the workspace. What would you like to look at?")
        .user("nothing yet, the VPN is still sulking. did you see I'm on the old ThinkPad?")
        .assistant("I can't see the hardware, only the workspace. Let me know when the VPN is up.")
        .user("ha, fair. back in 10")
        .stop(),
    planted: [],
  },
  {
    id: "b42-uw-ldap-bind",
    build: (s) =>
      s
        .user(
          p(
            "Underwriting.Web authenticates brokers against AD via System.DirectoryServices. The service account is svc_uwweb; its password rotates every 90 days and Security (Ferhat Yilmaz) manages it in CyberArk. We never see the password.",
            "The plain LDAP simple bind on port 389 has to go, Security flagged it. My first idea is LDAPS on 636 with simple bind. Can you check whether the DC's certificate is trusted from the web server?",
          ),
        )
        .assistant("I'll test the TLS handshake against the domain controller from the web server.")
        .bash(
          'powershell -c "Test-NetConnection dc01.corp.acme.local -Port 636; certutil -verify dc01.cer"',
          "TcpTestSucceeded : True\nCertUtil: -verify command FAILED: 0x800b010a (-2146762486 CERT_E_CHAINING)\nA certificate chain could not be built to a trusted root authority.",
        )
        .assistant(
          "Port 636 is open but the DC certificate's chain does not build on the web server: the corporate root CA is missing from the machine store. LDAPS would need that root installed first.",
        )
        .user(
          p(
            "Ugh, the CA install is a three-week change request.",
            "OK, forget LDAPS. We'll use Kerberos (Negotiate) for the bind instead: AuthenticationTypes.Secure with the app pool identity, no certificates involved. Go with Kerberos.",
          ),
        )
        .file("Edit", "Underwriting.Web/Security/BrokerDirectory.cs")
        .assistant("The bind now uses `AuthenticationTypes.Secure | AuthenticationTypes.Sealing` under the app pool identity; the simple bind is gone.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["svc_uwweb"] },
      { kind: "decision", keys: ["kerberos"] },
    ],
  },
  {
    id: "b42-bank-bai2",
    build: (s) =>
      s
        .user(
          p(
            "The cash application job failed again on the 31st. Here's the background:",
            "The bank drops the BAI2 statement file on their SFTP at 22:00 CET. On the last business day of the month the BAI2 file comes at 23:30 instead, because of their month-end processing. Our file watcher gives up at 22:45 and the job fails.",
            "Let me look at the inbound folder first.",
          ),
        )
        .bash(
          "ls -la /data/inbound/bank/ | tail -3",
          "-rw-r----- 1 sftpin cash 812340 Oct 30 22:01 BAI2_20261030.txt\n-rw-r----- 1 sftpin cash 907112 Oct 31 23:34 BAI2_20261031.txt",
        )
        .assistant("The 31 October file landed at 23:34, after the watcher's 22:45 cut-off, matching what you describe.")
        .user(
          p(
            "Right. TODO for next week: the watcher has to wait until 00:00 on month-end days instead of failing at 22:45. It needs a business-day calendar, which is why it's not a quick fix.",
            "For today I'll rerun the job by hand.",
          ),
        )
        .assistant("Noted for next week: make the watcher wait until midnight on month-end days.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["bai2", "23:30"] },
      { kind: "task", keys: ["watcher"] },
    ],
  },
  {
    id: "b42-empty-rename",
    build: (s) =>
      s
        .user("in ClaimValidator.java, rename the variable `tmp2` to `coverageEnd` and run the unit tests for that class please")
        .file("Edit", "claims-intake/src/main/java/com/acme/claims/validation/ClaimValidator.java")
        .bash("mvn -q -o -pl claims-intake test -Dtest=ClaimValidatorTest", "Tests run: 14, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Renamed `tmp2` to `coverageEnd` (four uses) and all 14 ClaimValidator tests pass.")
        .user("great, thanks")
        .assistant("You're welcome.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-clmhdr-copybook",
    build: (s) =>
      s
        .user(
          p(
            "We parse the mainframe claim extract with JRecord, from the CLMHDR copybook.",
            "Thing to know: CLM-AMT is a COMP-3 field, PIC S9(9)V99, so packed decimal with the sign in the last nibble. Don't let anyone treat it as text.",
            "And the rule: whenever the copybook changes, regenerate the JRecord layout with `mvn -Pcopybook generate-sources`. Never hand-edit the generated layout XML.",
            "The mainframe team sent a new version of CLMHDR this morning; it's in copybooks/incoming. Can you look at what changed?",
          ),
        )
        .bash("diff copybooks/CLMHDR.cpy copybooks/incoming/CLMHDR.cpy", "23a24\n>            05  CLM-CURRENCY        PIC X(3).")
        .assistant("One change: a new `CLM-CURRENCY PIC X(3)` field after line 23. Shall I move it in and regenerate the layout?")
        .user("yes")
        .bash(
          "cp copybooks/incoming/CLMHDR.cpy copybooks/CLMHDR.cpy && mvn -q -Pcopybook generate-sources",
          "[INFO] Generated target/generated-sources/jrecord/CLMHDR.xml (41 fields)",
        )
        .assistant("Copybook updated and the layout regenerated: 41 fields, including CLM-CURRENCY.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["clm-amt", "comp-3"] },
      { kind: "instruction", keys: ["generate-sources"] },
    ],
  },
  {
    id: "b42-weblogic-stuck-threads",
    build: (s) =>
      s
        .user(
          p(
            "Ops forwarded me another BEA-000337 stuck thread alert from the claims cluster, the fourth this week. I want to understand it before I answer.",
            "Can you pull the last occurrences from the managed server logs?",
          ),
        )
        .bash(
          "grep -h 'BEA-000337' /u01/logs/claims_ms*/claims_ms*.log | tail -2",
          '<Nov 6, 2026 1:12:03 AM CET> <Error> <WebLogicServer> <BEA-000337> <[STUCK] ExecuteThread: \'12\' has been busy for "611" seconds working on the request "/claims/admin/reindex", which is more than the configured time (StuckThreadMaxTime) of "600" seconds.>',
        )
        .assistant(
          p(
            "Every recent alert is the same request: `/claims/admin/reindex`, at about 01:10, busy for a bit over 600 seconds.",
            "Could the reindex be deadlocking? I can't tell from this line alone.",
          ),
        )
        .user(
          p(
            "It isn't deadlocking, it always finishes. I've seen this before, I just forgot.",
            "Fact: StuckThreadMaxTime is 600 seconds on the claims cluster, Ops set it, and the nightly reindex trips it every night. The alert is harmless.",
            "Someday we should move the reindex out of the web tier into a proper batch job. Not this quarter though; I'll raise it with Priyanka after the release.",
          ),
        )
        .assistant("Understood. I'll draft a reply to Ops saying the alert comes from the nightly reindex and is expected.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["stuckthreadmaxtime"] },
      { kind: "task", keys: ["reindex", "batch"] },
    ],
  },
  {
    id: "b42-empty-wcf-binding",
    build: (s) =>
      s
        .user(
          p(
            "I've been wondering whether we should switch the broker portal's WCF endpoints from basicHttpBinding to wsHttpBinding.",
            "Message security would be nice to have. But I'm not sure the Java side (the CXF clients in claims) would cope. What do you think?",
          ),
        )
        .assistant(
          p(
            "wsHttpBinding defaults to WS-Security with message-level encryption and WS-ReliableMessaging options, and CXF can speak it, but it needs WSS4J policies configured to match and interoperability testing on every client.",
            "If the goal is only encryption in transit, basicHttpBinding with transport security (HTTPS) gets you that with no client changes. Would that be enough?",
          ),
        )
        .user("hm, maybe. let me think about it over the weekend, no changes for now")
        .assistant("Sure, nothing changed.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-plsql-conventions",
    build: (s) =>
      s
        .user(
          p(
            "You'll be writing some PL/SQL for the commissions rework, so two conventions first.",
            "Package naming in PL/SQL is `PKG_<AREA>_<VERB>`, like PKG_COMM_CALC, and the spec and the body go into separate files under db/plsql (`.pks` and `.pkb`).",
            "And please ask me before you run anything against the shared DEV database. It's shared with the offshore team in Pune and they get very unhappy when their test data changes under them.",
          ),
        )
        .assistant("Got it. Let me see how the existing packages are laid out.")
        .bash(
          "ls db/plsql | head -6",
          "pkg_comm_calc.pkb\npkg_comm_calc.pks\npkg_comm_export.pkb\npkg_comm_export.pks\npkg_settle_post.pkb\npkg_settle_post.pks",
        )
        .assistant("Matches what you describe. I'll create `PKG_COMM_ADJUST` as `pkg_comm_adjust.pks`/`.pkb` and won't touch the DEV database without asking.")
        .file("Write", "db/plsql/pkg_comm_adjust.pks")
        .file("Write", "db/plsql/pkg_comm_adjust.pkb")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["naming", "pl/sql"] },
      { kind: "instruction", keys: ["dev", "database"] },
    ],
  },
  {
    id: "b42-uw-logging",
    build: (s) =>
      s
        .user(
          p(
            "Logging question that keeps coming up in reviews, so let's settle it.",
            "Someone on the team wants to migrate Underwriting from log4net to Serilog. I've looked at it and we're keeping log4net: the Splunk forwarders parse the log4net pattern layout, and changing the format means a Splunk change request for forty dashboards. Decision made, log4net stays.",
            "Can you check which log4net version we're on?",
          ),
        )
        .bash('findstr "log4net" Underwriting.Web\\packages.config', '  <package id="log4net" version="1.2.13" targetFramework="net472" />')
        .assistant(
          "It's log4net 1.2.13 from 2013. That version is affected by CVE-2018-1285 (XXE in the XML configurator), which upgrade 2.0.10 and later fixes.",
        )
        .user(
          p(
            "Figures. We need to bump log4net to 2.0.15 before the security audit in March, but not in this release, it needs a full regression.",
            "Put it on the list.",
          ),
        )
        .assistant("On the list: upgrade log4net from 1.2.13 to 2.0.15 before the March audit, with a full regression run.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["log4net"] },
      { kind: "task", keys: ["log4net", "2.0.15"] },
    ],
  },
  {
    id: "b42-claims-java8",
    build: (s) =>
      s
        .user(
          p(
            "Outcome of yesterday's architecture board, for the record: claims stays on Java 8 until Oracle certifies WebLogic 14 for our setup. No Java 11 language features in claims code, which means no `var`, no `List.of`.",
            "I noticed a `var` in your last change, can you check the module compiles with source/target 1.8?",
          ),
        )
        .bash(
          "mvn -q -o -pl claims-intake compile",
          "[ERROR] /src/main/java/com/acme/claims/intake/BatchSplitter.java:[44,9] error: cannot find symbol\n  symbol:   class var",
        )
        .assistant("You're right, `BatchSplitter.java` line 44 used `var`. I'll replace it with the explicit type.")
        .file("Edit", "claims-intake/src/main/java/com/acme/claims/intake/BatchSplitter.java")
        .bash("mvn -q -o -pl claims-intake compile", "[INFO] BUILD SUCCESS")
        .assistant("Replaced with `List<ClaimBatch>`; the module compiles with 1.8 again.")
        .stop(),
    planted: [{ kind: "decision", keys: ["java", "weblogic"] }],
  },
  {
    id: "b42-loose-ends",
    build: (s) =>
      s
        .user("Can you find every place in the import jobs that opens a file with a FileReader? I suspect a charset problem in the rates import.")
        .bash(
          "grep -rn 'new FileReader' jobs/src/main/java",
          "jobs/src/main/java/com/acme/jobs/rates/RatesImport.java:62:        BufferedReader in = new BufferedReader(new FileReader(ratesFile));",
        )
        .assistant(
          "Only one: `RatesImport` reads `rates.csv` with `FileReader`, which uses the platform default charset. On the Linux batch hosts that is UTF-8, but the file comes from the pricing team's Excel export in windows-1252, so accented product names would be garbled.",
        )
        .user(
          p(
            "That's it. OK, I'm out of time today, so let's stop here. Open items for next time:",
            "1. RatesImport must read rates.csv with an explicit windows-1252 charset instead of the platform default.\n2. The PolicyArchive purge job hasn't run since March. Somebody has to check with Marguerite whether it's safe to re-enable the purge before the archive tablespace fills up.",
          ),
        )
        .assistant("Both noted for next time: the windows-1252 charset in RatesImport, and checking with Marguerite about re-enabling the PolicyArchive purge.")
        .stop(),
    planted: [
      { kind: "task", keys: ["windows-1252"] },
      { kind: "task", keys: ["purge"] },
    ],
  },
  {
    id: "b42-reindex-schedule",
    build: (s) =>
      s
        .user(
          p(
            "We're moving the claims search reindex off the web request path into a scheduled job on the batch host, finally.",
            "Let's schedule the reindex at 02:00, the quietest time on the web tier.",
          ),
        )
        .assistant("I'll check what else runs on the batch host around then.")
        .bash("ctmpsm -LISTALL AJF | grep -E 'BATCHHOST01' | awk '{print $2, $5}'", "SETL_NIGHTLY 0130\nCOMM_NIGHTLY 0140\nGL_EXTRACT 0415")
        .assistant("At 02:00 the batch host is busy with SETL_NIGHTLY (from 01:30) and COMM_NIGHTLY (from 01:40), both heavy on the CLAIMS tablespace.")
        .user(
          p(
            "Right, 02:00 collides with settlement, bad idea.",
            "Move it: the reindex runs at 05:30, after the GL extract has picked up the files. Final answer.",
          ),
        )
        .file("Edit", "jobs/src/main/resources/schedules/reindex.properties")
        .assistant("The reindex schedule is now 05:30 in `reindex.properties`; Dev will still have to add the Control-M definition.")
        .stop(),
    planted: [{ kind: "decision", keys: ["reindex", "05:30"] }],
  },
  {
    id: "b42-nexus-offline",
    build: (s) =>
      s
        .user(
          p(
            "Two things about builds on this project.",
            "The internal Nexus is owned by the build team (Sanna Virtanen). It proxies Maven Central, but it quarantines anything published in the last 30 days, so a brand-new library version simply won't resolve. Don't waste time debugging that.",
            "And run the unit tests in offline mode, `mvn -o`, every time. The Nexus connection over VPN drops every few minutes and a half-resolved build pollutes the local repository.",
          ),
        )
        .bash("mvn -q -o test -pl claims-intake", "Tests run: 212, Failures: 0, Errors: 0, Skipped: 3")
        .assistant("Offline test run of claims-intake: 212 tests, none failing, 3 skipped.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["nexus", "quarantine"] },
      { kind: "instruction", keys: ["offline"] },
    ],
  },
  {
    id: "b42-empty-code-reading",
    build: (s) =>
      s
        .user(
          p(
            "Found this on an old Oracle forum while searching for something else. What does it actually do? I don't want to use it, I'm just curious:",
            "```sql\nFOR r IN (SELECT * FROM staging WHERE batch_id = p_batch) LOOP\n  -- never commit inside the loop, caller commits\n  INSERT INTO ledger VALUES (r.id, r.amt);\n  UPDATE staging SET status = 'POSTED' WHERE id = r.id;\nEND LOOP;\n```",
          ),
        )
        .assistant(
          p(
            "It copies each staging row of one batch into a ledger table and marks the staging row as posted. The comment says the procedure leaves the COMMIT to its caller, so the whole batch is one transaction unless the caller commits in between.",
            "Row-by-row like that is slow for big batches; the same thing as two set-based statements (one INSERT ... SELECT, one UPDATE) would usually be much faster.",
          ),
        )
        .user("ah ok, so the caller decides when to commit. why would anyone want that?")
        .assistant(
          "So that several steps can be committed or rolled back together: the caller may post the ledger and update a batch header in the same transaction.",
        )
        .user("makes sense. thanks")
        .stop(),
    planted: [],
  },
  {
    id: "b42-empty-maybe-archive",
    build: (s) =>
      s
        .user(
          p(
            "Thinking out loud: should we partition CLAIM_HISTORY by year? I'd guess it's close to a terabyte by now, and full scans on it hurt.",
            "Not asking you to do anything, just want a sanity check.",
          ),
        )
        .assistant(
          p(
            "Partitioning by year would let the optimizer prune old years for date-bounded queries, and old partitions could move to cheaper storage. It needs the Partitioning option, which is a separately licensed Enterprise Edition option.",
            "Do you know whether the licence covers it? That usually decides it before any technical argument.",
          ),
        )
        .user("no idea, probably not. I'll ask procurement, maybe. let's drop it for now")
        .assistant("Dropped for now.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-gl-extract-ebcdic",
    build: (s) =>
      s
        .user(
          p(
            "The GL team says yesterday's extract had garbage in the description column for three records. Before you look, some background on how that file travels, because it's not obvious.",
            "We write `GL_yyyymmdd.dat`, fixed-width, 240 characters a record. The managed file transfer gateway picks it up and ships it to the mainframe; the MFT gateway belongs to Kofi Mensah's team, and they do the EBCDIC conversion on the way (code page 273).",
            "Can you look at the three records? Line numbers 1187 to 1189.",
          ),
        )
        .bash(
          "sed -n '1187,1189p' out/GL_20261105.dat | cut -c1-80 | od -c | head -4",
          "0000000   4   7   1   1   0   0   2   3       P   r   �   m   i   e\n0000020   n   r   �   c   k   z   a   h   l   u   n   g",
        )
        .assistant(
          p(
            "The descriptions contain 'Prämienrückzahlung' encoded as UTF-8 (two bytes per umlaut). Every other record is plain ASCII. I suspect our writer is emitting UTF-8 while the gateway assumes ISO-8859-1 input before converting, but I haven't seen the gateway's config, so that's a guess.",
            "One option would be to do the EBCDIC conversion ourselves with Cp273 and send binary, so the gateway does nothing. Want me to try that?",
          ),
        )
        .user(
          p(
            "No, absolutely not. Decision: we do not do any EBCDIC conversion in our code. We write ISO-8859-1 and Kofi's gateway converts, that's the contract. Two places converting is how we got the 2019 incident.",
            "Just make the writer emit ISO-8859-1 instead of UTF-8.",
          ),
        )
        .file("Edit", "jobs/src/main/java/com/acme/jobs/gl/GlExtractWriter.java")
        .bash("mvn -q -o -pl jobs test -Dtest=GlExtractWriterTest", "Tests run: 6, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("The writer now opens the file with ISO-8859-1 explicitly, and a new test checks that 'Prämienrückzahlung' is written as 18 bytes.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["mft", "mensah"] },
      { kind: "fact", keys: ["gl_", "240"] },
      { kind: "decision", keys: ["ebcdic"] },
    ],
  },
  {
    id: "b42-hibernate-pin",
    build: (s) =>
      s
        .user(
          p(
            "The security scan flags Hibernate 4.3.11 in claims-intake (end of life since forever).",
            "Let's upgrade to Hibernate 5.4, that one still runs on Java 8. Can you try it on a branch and tell me what breaks?",
          ),
        )
        .bash(
          "git switch -c try/hibernate-5.4 && mvn -q -o -pl claims-intake verify -Dhibernate.version=5.4.33.Final",
          "[ERROR] java.lang.NoSuchMethodError: javax.persistence.Table.indexes()[Ljavax/persistence/Index;\n[ERROR] Tests run: 212, Failures: 0, Errors: 37, Skipped: 3",
        )
        .assistant(
          p(
            "37 errors, all the same `NoSuchMethodError` on `javax.persistence.Table.indexes()`. Hibernate 5.4 needs JPA 2.1 or later, and WebLogic 12.1.3 ships JPA 2.0 on the server classpath, which wins over ours.",
            "We could try a `prefer-application-packages` entry for `javax.persistence.*` in weblogic-application.xml. Not sure it's enough; I've seen it work on 12.2 but never on 12.1.3.",
          ),
        )
        .user(
          p(
            "I've been down that road on another app, the classloader filter on 12.1.3 is a rabbit hole.",
            "So: we stay on Hibernate 4.3 and pin it in the parent pom, and I'll write the scan exception. Hibernate 5 waits for the WebLogic 14 upgrade. Throw the branch away.",
          ),
        )
        .bash("git switch main && git branch -D try/hibernate-5.4", "Switched to branch 'main'\nDeleted branch try/hibernate-5.4 (was 3e91c02).")
        .file("Edit", "pom.xml")
        .assistant(
          "Branch deleted. The parent pom now pins `hibernate.version` to 4.3.11.Final in dependencyManagement, with a comment pointing at the WebLogic 14 upgrade.",
        )
        .stop(),
    planted: [{ kind: "decision", keys: ["hibernate", "4.3"] }],
  },
  {
    id: "b42-cutover-plan",
    build: (s) =>
      s
        .user(
          p(
            "Steering committee this morning. Here's what came out of it, for the policy migration:",
            "The cutover weekend is 12-13 December. The old Forms system goes read-only at 18:00 on Friday the 11th; that was announced to the branches already, so it's fixed.",
            "They also decided it's a big-bang cutover: all remaining policies move that weekend, no phased switch by region. I argued for phased and lost, so big-bang it is.",
            "Can you list what we have in the runbooks folder right now?",
          ),
        )
        .bash("ls runbooks/", "cutover-checklist.md\ndelta-load.md\nsmoke-tests.md\nwave-load.md")
        .assistant(
          "Four runbooks: the cutover checklist, delta load, smoke tests and wave load. I don't see a rollback runbook. Is rollback covered in the checklist?",
        )
        .bash("grep -n -i 'rollback' runbooks/cutover-checklist.md", "31:- [ ] Rollback: TBD (see POLICY_XREF)")
        .user(
          p(
            "That TBD is the problem. POLICY_XREF maps old to new policy numbers, and if we roll back after Monday's first endorsements we need to reverse it.",
            "We need a rollback script for POLICY_XREF before the cutover weekend. Nobody has written it, and I can't today. Keep it open.",
          ),
        )
        .assistant("Open: a rollback script for POLICY_XREF, needed before 12 December.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["read-only", "18:00"] },
      { kind: "decision", keys: ["big-bang"] },
      { kind: "task", keys: ["rollback", "policy_xref"] },
    ],
  },
  {
    id: "b42-partner-tls",
    build: (s) =>
      s
        .user(
          p(
            "The reinsurance partner turned off TLS 1.0 on their API last night, and now roughly half of our calls from Underwriting.Web fail with 'The underlying connection was closed'. Half, not all.",
            "We have two web servers behind the F5, UWWEB01 and UWWEB02. My gut says it's one of them, but that's just a gut feeling.",
          ),
        )
        .bash(
          "reg query HKLM\\SOFTWARE\\Microsoft\\.NETFramework\\v4.0.30319 /v SchUseStrongCrypto /s /reg:64 && reg query \\\\UWWEB02\\HKLM\\SOFTWARE\\Microsoft\\.NETFramework\\v4.0.30319 /v SchUseStrongCrypto",
          "HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\.NETFramework\\v4.0.30319\n    SchUseStrongCrypto    REG_DWORD    0x1\n\nERROR: The system was unable to find the specified registry key or value.",
        )
        .assistant(
          p(
            "Your gut was right. UWWEB01 has `SchUseStrongCrypto=1`, UWWEB02 doesn't have the value at all. On .NET Framework 4.6.2 without that key, the app offers TLS 1.0 by default, so every request routed to UWWEB02 fails.",
            "Two fixes: set the registry key on UWWEB02 (needs infra), or set `ServicePointManager.SecurityProtocol` in code.",
          ),
        )
        .user(
          p(
            "Both, but in this order. Decision: the app sets ServicePointManager.SecurityProtocol to Tls12 explicitly in Application_Start, so we never depend on the registry again. Do that now.",
            "The registry key on UWWEB02 is still needed for the other apps on that box; infra will set it in the next maintenance window. I'll ask them; you can't.",
          ),
        )
        .file("Edit", "Underwriting.Web/Global.asax.cs")
        .bash("msbuild Underwriting.sln /t:Build /p:Configuration=Release /v:m", "Build succeeded.\n    0 Warning(s)\n    0 Error(s)")
        .assistant(
          "`Application_Start` now sets `ServicePointManager.SecurityProtocol = SecurityProtocolType.Tls12`. Built clean. The UWWEB02 registry key stays open for infra's maintenance window.",
        )
        .stop(),
    planted: [
      { kind: "fact", keys: ["schusestrongcrypto"] },
      { kind: "fact", keys: ["f5"] },
      { kind: "decision", keys: ["securityprotocol"] },
      { kind: "task", keys: ["uwweb02", "registry"] },
    ],
  },
  {
    id: "b42-broker-portal-owner",
    build: (s) =>
      s
        .user(
          p(
            "Heads up, since the September reorg the broker portal is no longer ours. It belongs to the Digital team now; Aurelio Bianchi is the lead there.",
            "Practical consequence: anything touching the broker portal goes through a pull request that Aurelio's team reviews. Don't push to their repository directly, even though our old credentials still work on it.",
            "Now, the actual question: does the portal still call our ClaimsStatus SOAP operation, or did they switch to the REST facade?",
          ),
        )
        .bash(
          "git -C ../broker-portal grep -n 'ClaimsStatus' -- '*.cs' | head -3",
          'BrokerPortal/Services/ClaimsClient.cs:22:    var client = new ClaimsStatusSoapClient("ClaimsStatusSoap");',
        )
        .assistant(
          "It still calls the SOAP operation: `ClaimsClient.cs` line 22 creates a `ClaimsStatusSoapClient`. I found no reference to the REST facade in their repository.",
        )
        .user("ok, good to know. so we can't retire that operation yet")
        .assistant("Not while that client exists, no.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["portal", "bianchi"] },
      { kind: "instruction", keys: ["portal", "review"] },
    ],
  },
  {
    id: "b42-fixture-policy-numbers",
    build: (s) =>
      s
        .user(
          p(
            "I was reviewing the new integration tests and saw real policy numbers in the fixtures. That's a compliance problem (the auditors grep for it).",
            "The rule, please remember it: never use real policy numbers in test fixtures. Use the P9 range, P9000000 to P9999999, which is reserved for tests in every environment.",
            "Can you find and replace the ones in test/fixtures?",
          ),
        )
        .bash(
          "grep -rlE 'P0[0-9]{6}' claims-intake/src/test/resources/fixtures | head",
          "claims-intake/src/test/resources/fixtures/claim-renewal.xml\nclaims-intake/src/test/resources/fixtures/claim-endorsement.xml",
        )
        .file("Edit", "claims-intake/src/test/resources/fixtures/claim-renewal.xml")
        .file("Edit", "claims-intake/src/test/resources/fixtures/claim-endorsement.xml")
        .bash("mvn -q -o -pl claims-intake test -Dtest=*IT", "Tests run: 18, Failures: 0, Errors: 0, Skipped: 0")
        .assistant("Replaced the two real numbers with P9000101 and P9000102 in both fixtures; the 18 integration tests pass.")
        .user("perfect, thanks")
        .stop(),
    planted: [{ kind: "instruction", keys: ["fixtures", "p9"] }],
  },
  {
    id: "b42-claim-seq",
    build: (s) =>
      s
        .user(
          p(
            "Reporting says the claim list 'skips numbers and goes backwards'. I know roughly why but let's confirm.",
            "Can you look at how CLAIM_SEQ is defined? Read-only account as usual.",
          ),
        )
        .bash(
          "sqlplus -s rpt_ro@CLMPRD_RO <<< \"select sequence_name, cache_size, order_flag from all_sequences where sequence_name = 'CLAIM_SEQ';\"",
          "SEQUENCE_NAME  CACHE_SIZE O\n-------------- ---------- -\nCLAIM_SEQ              20 N",
        )
        .assistant(
          "CLAIM_SEQ has CACHE 20 and NOORDER. On a two-node RAC each instance takes its own block of 20, so claim numbers are neither gap-free nor in creation order across nodes.",
        )
        .user(
          p(
            "Yes, that's it. The prod database is a two-node RAC, so CLAIM_SEQ numbers are not monotonic and never will be; the DBAs won't set ORDER because of the performance hit.",
            "Which gives us the rule: never order claims by claim number. Order by CREATED_TS in any query or report you write.",
            "Fix the claim list query to do that.",
          ),
        )
        .file("Edit", "sql/reports/claim_list.sql")
        .assistant("`claim_list.sql` now orders by `CREATED_TS, CLAIM_NO` (the claim number only breaks ties).")
        .stop(),
    planted: [
      { kind: "fact", keys: ["claim_seq"] },
      { kind: "instruction", keys: ["created_ts"] },
    ],
  },
  {
    id: "b42-claims-soap-v2",
    build: (s) =>
      s
        .user(
          p(
            "We have to add a `GetClaimDocuments` operation to the claims SOAP service. Three external broker integrators use that service with generated clients, some of them in Delphi.",
            "I thought about just adding the operation to the existing WSDL. Then I remembered what happened with the Delphi clients in 2021 when we added an optional element.",
            "So, decided: new operations go into a v2 namespace, `http://acme.com/claims/v2`, with its own endpoint. The v1 namespace stays frozen; no changes at all to its schemas.",
          ),
        )
        .assistant("I'll look at how the v1 endpoint is wired so v2 can sit next to it.")
        .file("Read", "claims-ws/src/main/webapp/WEB-INF/sun-jaxws.xml")
        .file("Write", "claims-ws/src/main/resources/wsdl/v2/ClaimsService.wsdl")
        .bash("mvn -q -o -pl claims-ws package", "[INFO] BUILD SUCCESS")
        .assistant("Added a v2 WSDL with `GetClaimDocuments` and a second endpoint at `/claims/v2`; v1 files are untouched. The package builds.")
        .user(
          p(
            "Good. The integrators will need documentation for v2: what changed, the endpoint, a sample request. I'll write that next week when the operation is final, not now.",
          ),
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["v2", "namespace"] },
      { kind: "task", keys: ["integrators", "documentation"] },
    ],
  },
  {
    id: "b42-comm-heap",
    build: (s) =>
      s
        .user("COMM_NIGHTLY died at 02:40 last night. Can you find out why?")
        .bash(
          "grep -B2 -A3 'OutOfMemoryError' /data/logs/comm/COMM_NIGHTLY.log | head -8",
          "02:39:58 INFO  AgentTotals - aggregating 1,184,223 lines\n02:40:31 ERROR AbstractStep - Encountered an error executing step aggregateStep\njava.lang.OutOfMemoryError: GC overhead limit exceeded\n\tat java.util.HashMap.resize(HashMap.java:704)",
        )
        .assistant(
          p(
            "The aggregate step ran out of heap: 1.18 million lines aggregated in one HashMap. Last month the same step had about 900k lines, so the volume grew by a third.",
            "It may be that a memory leak elsewhere adds to it, but nothing in the log points to one; I'd guess it's simply volume.",
            "What is the heap set to on BATCHHOST01?",
          ),
        )
        .bash("grep -n 'Xmx' /opt/batch/comm/bin/comm-env.sh", '4:JAVA_OPTS="-Xms2g -Xmx8g -XX:+UseParallelGC"')
        .user(
          p(
            "8g. The host has 32 GB and settlement takes 6g at the same time, so there's room.",
            "Decision: COMM_NIGHTLY's heap goes to 10g. Not rewriting the aggregation this close to year end.",
            "And after the month-end run, someone has to check the GC logs to see whether 10g is really enough, because month-end volume is the worst. Leave that open for the 1st.",
          ),
        )
        .file("Edit", "ops/batch/comm/bin/comm-env.sh")
        .assistant(
          "`comm-env.sh` in the repo now has `-Xmx10g`; Ops deploys the file to BATCHHOST01 with the next release. Open item: check the GC logs after the month-end run.",
        )
        .stop(),
    planted: [
      { kind: "decision", keys: ["heap", "10g"] },
      { kind: "task", keys: ["gc", "month-end"] },
    ],
  },
  {
    id: "b42-forms-names",
    build: (s) =>
      s
        .user(
          p(
            "Migration question from the business: why are all the customer names in the new system in capitals and without accents?",
            "I know the answer but check me. The old Oracle Forms app converts names to upper case and strips the accents on save (a 1997 requirement for the mailing house). So the source data simply doesn't have them.",
          ),
        )
        .bash(
          "sqlplus -s mig_ro@POLOLD <<< \"select count(*) from customer where cust_name <> upper(cust_name) or cust_name <> convert(cust_name, 'US7ASCII');\"",
          "  COUNT(*)\n----------\n         0",
        )
        .assistant(
          "Zero rows with lower case or non-ASCII characters, out of all customers. The old system stores every name upper case and accent-free, as you say.",
        )
        .user(
          p(
            "Thanks. The business asked whether we could restore the accents from the postal address file. I looked at it: the match rate would be maybe 70%, with false matches.",
            "Decision: we take the names as-is. The migration does not try to restore accents or case; customers can correct their names in the portal.",
          ),
        )
        .file("Write", "docs/migration/decisions/0014-customer-names.md")
        .assistant("Recorded in `docs/migration/decisions/0014-customer-names.md`: names migrate as stored, without restoring case or accents.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["forms", "accents"] },
      { kind: "decision", keys: ["names", "as-is"] },
    ],
  },
  {
    id: "b42-jobs-conventions",
    build: (s) =>
      s
        .user(
          p(
            "I'm handing the jobs module to you for the next few weeks, so a couple of house rules that aren't written down anywhere.",
            "1. Dates: the jobs module uses Joda-Time throughout. Don't introduce java.time in it, and above all don't mix Joda and java.time in one class; we had an off-by-one-hour bug from exactly that.\n2. Spring config in the batch module stays XML. Don't add `<context:component-scan>` or annotation-driven beans there; every bean is declared in the job XML so Ops can read what a job does.",
            "With that: the new `PremiumReminderJob` needs a reader bean for overdue premiums. Can you add one?",
          ),
        )
        .file("Read", "jobs/src/main/resources/batch/premium-reminder-job.xml")
        .file("Edit", "jobs/src/main/resources/batch/premium-reminder-job.xml")
        .file("Write", "jobs/src/main/java/com/acme/jobs/premium/OverduePremiumReader.java")
        .bash("mvn -q -o -pl jobs test -Dtest=PremiumReminderJobTest", "Tests run: 4, Failures: 0, Errors: 0, Skipped: 0")
        .assistant(
          "Added `OverduePremiumReader` (Joda `LocalDate` for the due date) and declared it as `overduePremiumReader` in the job XML. The four job tests pass.",
        )
        .user("nice. shouldn't the reader be a JdbcCursorItemReader instead of the paging one, for speed?")
        .assistant(
          "Possibly: a cursor reader holds one connection and streams, which is faster, but it keeps the cursor open for the whole step, and with the chunked commits here that would need `useSharedExtendedConnection`. I'd measure before switching. Want me to?",
        )
        .user("no, leave it, paging is fine for 20k rows")
        .stop(),
    planted: [
      { kind: "instruction", keys: ["joda"] },
      { kind: "instruction", keys: ["component-scan"] },
    ],
  },
  {
    id: "b42-batchhost-sftp",
    build: (s) =>
      s
        .user(
          p(
            "The reinsurance partner sent a notice: their SFTP server gets a new host key on 1 December. If we don't update known_hosts on the batch host, the nightly upload fails with a host key mismatch.",
            "Let me check what we have now.",
          ),
        )
        .bash(
          "ssh-keygen -F sftp.partner-re.example -f /home/batch/.ssh/known_hosts | head -2; cat /etc/redhat-release",
          "# Host sftp.partner-re.example found: line 14\nsftp.partner-re.example ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7...\nRed Hat Enterprise Linux Server release 6.10 (Santiago)",
        )
        .assistant(
          p(
            "The current entry is an ssh-rsa key on line 14. Also worth knowing: BATCHHOST01 is on RHEL 6.10, whose OpenSSH 5.3 can't do ed25519, so if their new key is ed25519 only, we can't connect at all.",
            "Do you know the type of the new key?",
          ),
        )
        .user(
          p(
            "Their notice says RSA 4096, so we're fine.",
            "For the record: BATCHHOST01 stays on RHEL 6 because the Control-M agent version we're licensed for doesn't run on 7. Upgrading is a licence question, not a technical one.",
            "Action for 1 December: update known_hosts on BATCHHOST01 with the new key, in the morning, before the evening upload. I can't do it earlier because the new key isn't live yet.",
          ),
        )
        .assistant("Noted for 1 December: replace the partner's key in known_hosts on BATCHHOST01 before the evening upload.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["batchhost01", "rhel"] },
      { kind: "task", keys: ["known_hosts"] },
    ],
  },
  {
    id: "b42-webconfig-secrets",
    build: (s) =>
      s
        .user(
          p(
            "Small thing, but important. I saw in your last diff that you had a decrypted web.config open from the UAT server to compare settings.",
            "The connection strings in web.config on every server are encrypted with aspnet_regiis. Never commit a decrypted web.config, not even to a branch: the repo is mirrored to the offshore vendor. Settings differences belong in the `Web.UAT.config` transform.",
            "Can you check that nothing like that is staged?",
          ),
        )
        .bash("git status --short && git diff --cached --stat", " M Underwriting.Web/Web.UAT.config\n?? tmp/web.config.uat-decrypted")
        .assistant(
          "Nothing decrypted is staged. There's an untracked `tmp/web.config.uat-decrypted`; I'll delete it and add `tmp/` to `.gitignore` so it can't be added by accident.",
        )
        .bash("rm tmp/web.config.uat-decrypted && echo 'tmp/' >> .gitignore && git status --short", " M .gitignore\n M Underwriting.Web/Web.UAT.config")
        .assistant("Deleted, and `tmp/` is ignored now.")
        .stop(),
    planted: [{ kind: "instruction", keys: ["decrypted", "web.config"] }],
  },
  {
    id: "b42-policy-audit-trigger",
    build: (s) =>
      s
        .user(
          p(
            "We need to correct the broker code on about 40,000 policies after the agency merger. Before you write the update, you need to know about the audit trigger.",
            "Every update on POLICY fires `TRG_POLICY_AUD`, which writes a full row image to POLICY_AUD. POLICY_AUD is already 300 GB, and 40k row images during business hours would also hold locks for a long time.",
          ),
        )
        .bash(
          "sqlplus -s rpt_ro@CLMPRD_RO <<< \"select trigger_name, status, triggering_event from all_triggers where table_name = 'POLICY';\"",
          "TRIGGER_NAME      STATUS   TRIGGERING_EVENT\n----------------- -------- ----------------\nTRG_POLICY_AUD    ENABLED  INSERT OR UPDATE",
        )
        .assistant(
          "Confirmed: `TRG_POLICY_AUD` is enabled for INSERT and UPDATE on POLICY. Could we disable it for the duration of the update and write one summary audit row instead?",
        )
        .user(
          p(
            "That's exactly what we do, but not by ourselves. The procedure for any bulk update on POLICY: open a ticket with Marguerite's DBA team, they disable the trigger in the agreed window, we run, they re-enable it. We never touch the trigger ourselves.",
            "Write the update script; I'll open the ticket.",
          ),
        )
        .file("Write", "sql/oneoff/2026-11-agency-merger-broker-code.sql")
        .assistant("The script updates `BROKER_CD` in batches of 5,000 with a commit per batch, and writes one summary row to `POLICY_AUD_NOTE` at the end.")
        .stop(),
    planted: [
      { kind: "fact", keys: ["policy_aud"] },
      { kind: "instruction", keys: ["bulk", "trigger"] },
    ],
  },
  {
    id: "b42-notification-outbox",
    build: (s) =>
      s
        .user(
          p(
            "New requirement: when a claim status changes, the broker gets an e-mail. The claims side is .NET here (the ClaimsNotifier service), Framework 4.7.2.",
            "My plan: we put a message on an MSMQ queue from the status update and a Windows service sends the mails. MSMQ is what we always used for this kind of thing. Let's go with MSMQ.",
          ),
        )
        .assistant("I'll check whether MSMQ is installed on the target server image.")
        .bash(
          'powershell -c "Get-WindowsFeature MSMQ* | Select Name, InstallState"',
          "Name          InstallState\n----          ------------\nMSMQ          Available\nMSMQ-Services Available\nMSMQ-Server   Available",
        )
        .assistant("MSMQ is available but not installed on the new Windows Server 2019 image. Installing it would be a change to the standard build.")
        .user(
          p(
            "Hmm. Infra refuses non-standard features on the 2019 image, I asked about something else last month.",
            "Change of plan then: no MSMQ. We'll use a table-based outbox: the status update inserts a row into NOTIFY_OUTBOX in the same transaction, and the Windows service polls the outbox every 30 seconds. Go with the outbox.",
          ),
        )
        .file("Write", "db/tables/notify_outbox.sql")
        .file("Write", "ClaimsNotifier/OutboxPoller.cs")
        .assistant("Created the `NOTIFY_OUTBOX` table script and an `OutboxPoller` skeleton polling every 30 seconds.")
        .stop(),
    planted: [{ kind: "decision", keys: ["outbox"] }],
  },
  {
    id: "b42-policyservice-retry",
    build: (s) =>
      s
        .user(
          p(
            "Question from code review: someone added a Polly retry around the PolicyService SOAP calls in Underwriting.Core, three attempts with backoff. Looks harmless, right?",
          ),
        )
        .bash(
          'git show --stat HEAD~1 && findstr /n "RetryAsync WaitAndRetry" Underwriting.Core\\Policy\\PolicyClient.cs',
          "commit 5be0e71 WI 48220: retry policy calls\n Underwriting.Core/Policy/PolicyClient.cs | 14 +++++++++++---\n31:            .WaitAndRetryAsync(3, i => TimeSpan.FromSeconds(Math.Pow(2, i)))",
        )
        .assistant(
          p(
            "The retry wraps every PolicyService call, including `AddEndorsement` and `RenewPolicy`. Those aren't reads. If the first attempt times out after the mainframe committed, the retry would create a second endorsement.",
            "Does PolicyService accept an idempotency key or a request id it deduplicates on?",
          ),
        )
        .user(
          p(
            "It doesn't. That's the mainframe, there's no such thing there.",
            "Decision: no automatic retry on PolicyService calls, at all. A failed call is shown to the user, who checks and resubmits. Please revert that commit.",
          ),
        )
        .bash("git revert --no-edit 5be0e71", '[main 8a1d2f4] Revert "WI 48220: retry policy calls"\n 1 file changed, 3 insertions(+), 11 deletions(-)')
        .assistant("Reverted in 8a1d2f4.")
        .stop(),
    planted: [{ kind: "decision", keys: ["retry", "policyservice"] }],
  },
  {
    id: "b42-friday-wrapup",
    build: (s) =>
      s
        .user("Before I leave for the week: can you show me what's still uncommitted in the ops repo?")
        .bash("git -C ../ops status --short", " M runbooks/dr/claims-dr.md\n?? notes/reindex-condition.txt")
        .assistant("Two things: a modified `runbooks/dr/claims-dr.md` and an untracked `notes/reindex-condition.txt`.")
        .user(
          p(
            "Right, both are half-done, and neither should be finished today. So, for Monday:",
            "- The DR runbook still lists the old Oracle 11 host names (clmdb01/02). It has to be updated to the new RAC scan name after the cutover, not before, otherwise DR points at nothing.\n- Ask Dev for a Control-M condition so the reindex job waits for GL_EXTRACT to finish instead of just starting at 05:30. That's what the note file is about.",
            "Discard nothing, just leave them.",
          ),
        )
        .assistant(
          "Left as they are. Open: update the DR runbook's host names after cutover, and ask Dev for the Control-M condition between GL_EXTRACT and the reindex.",
        )
        .user("thanks, have a good weekend")
        .stop(),
    planted: [
      { kind: "task", keys: ["runbook", "host"] },
      { kind: "task", keys: ["condition", "reindex"] },
    ],
  },
  {
    id: "b42-claims-timezones",
    build: (s) =>
      s
        .user(
          p(
            "We're building the REST facade over claims for the new mobile app, and time handling is where this will go wrong, so let me explain first.",
            "All timestamps in the CLAIMS schema are Oracle DATE columns in local time, Europe/Berlin, with no zone information. During the autumn DST change the hour from 02:00 to 03:00 happens twice and the rows are ambiguous; there's nothing to be done about history.",
            "Rule for the facade: keep everything in Europe/Berlin internally and convert to UTC only at the API boundary, in the JSON serializer. No conversions in the DAOs.",
          ),
        )
        .file("Read", "claims-rest/src/main/java/com/acme/claims/rest/JsonConfig.java")
        .file("Edit", "claims-rest/src/main/java/com/acme/claims/rest/JsonConfig.java")
        .bash("mvn -q -o -pl claims-rest test -Dtest=JsonConfigTest", "Tests run: 5, Failures: 0, Errors: 0, Skipped: 0")
        .assistant(
          "The serializer now converts `LocalDateTime` from Europe/Berlin to UTC ISO-8601 with a `Z`; the DAOs are unchanged. Tests include the ambiguous 02:30 on 25 October, which we serialize with the earlier offset.",
        )
        .user("earlier offset is fine. good")
        .stop(),
    planted: [
      { kind: "fact", keys: ["europe/berlin"] },
      { kind: "instruction", keys: ["utc", "boundary"] },
    ],
  },
  {
    id: "b42-claim-line-index",
    build: (s) =>
      s
        .user(
          p(
            "The open-claims screen takes 40 seconds on Tuesday mornings. I have a theory that we're missing an index on CLAIM_LINE(STATUS), but it's only a theory.",
            "Can you get the plan for the screen's main query?",
          ),
        )
        .bash(
          "sqlplus -s rpt_ro@CLMPRD_RO @sql/tuning/explain_open_claims.sql",
          "| Id | Operation                    | Name            | Rows  |\n|  0 | SELECT STATEMENT             |                 |  1204 |\n|  1 |  NESTED LOOPS                |                 |  1204 |\n|  2 |   TABLE ACCESS FULL          | CLAIM_LINE      |  9.1M |\n|  3 |   INDEX UNIQUE SCAN          | PK_CLAIM        |     1 |",
        )
        .assistant(
          "The plan does a full scan of CLAIM_LINE (9.1 million rows). An index on `STATUS` would likely help, though STATUS has only five values, so the optimizer might ignore it without a histogram.",
        )
        .user(
          p(
            "I asked Marguerite over chat while you ran that. She vetoes a new index on CLAIM_LINE: the nightly insert load is already at the edge.",
            "So decided: no new index on CLAIM_LINE. We rewrite the query to use the existing composite index IX_CLAIM_LINE_CLM_STAT (CLAIM_ID, STATUS) by driving from CLAIM instead.",
            "Also: she wants the AWR report of last Tuesday's slow window before she'll look further. I'll request it from her next week, remind me.",
          ),
        )
        .file("Edit", "sql/screens/open_claims.sql")
        .assistant("Rewrote `open_claims.sql` to drive from CLAIM and join CLAIM_LINE on (CLAIM_ID, STATUS), which matches IX_CLAIM_LINE_CLM_STAT.")
        .stop(),
    planted: [
      { kind: "decision", keys: ["index", "claim_line"] },
      { kind: "task", keys: ["awr"] },
    ],
  },
  {
    id: "b42-empty-stacktrace",
    build: (s) =>
      s
        .user(
          p(
            "Got this from a tester, no idea what it means:",
            "```\nweblogic.transaction.RollbackException: Unexpected exception in beforeCompletion: sync=org.hibernate.engine.transaction.synchronization.internal.RegisteredSynchronization\n\tat weblogic.transaction.internal.TransactionImpl.throwRollbackException(TransactionImpl.java:1916)\n```",
            "is that ours or WebLogic's?",
          ),
        )
        .assistant(
          p(
            "Both, in a way. WebLogic's transaction manager called Hibernate's synchronization before commit, and Hibernate threw, typically while flushing: a constraint violation or a stale object. The real cause is further down, in a 'Caused by' line.",
            "Do you have the rest of the trace?",
          ),
        )
        .user("only a screenshot, I'll ask her for the log file")
        .assistant("The 'Caused by' part of the log will say which entity failed to flush.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-empty-refactor-idea",
    build: (s) =>
      s
        .user(
          p(
            "`ClaimProcessor.java` is enormous. Every time I open it I want to cry.",
            "Would it be worth splitting it into a handful of handlers, one per claim type? What would you suggest, roughly?",
          ),
        )
        .bash("grep -c 'case CLAIM_TYPE_' claims-intake/src/main/java/com/acme/claims/ClaimProcessor.java", "14")
        .assistant(
          p(
            "There are 14 claim-type branches in one switch. A strategy per claim type behind a small registry would split it naturally, and it could be done one type at a time.",
            "But the test coverage of that class is low, so each extraction would need characterization tests first. I'd guess a week or two for the whole thing.",
          ),
        )
        .user("yeah... maybe next year. let's see how the cutover goes first")
        .assistant("Makes sense.")
        .stop(),
    planted: [],
  },
  {
    id: "b42-empty-weekend",
    build: (s) =>
      s
        .user("is the UAT environment going to be down this weekend? I heard something about a storage migration")
        .assistant(
          "I have no access to the change calendar, so I can't tell. The infra team's change board would know; the change might be listed under the storage team.",
        )
        .user("ok I'll check the calendar myself. anything running in UAT from our side right now?")
        .bash("ssh uatbatch01 'ps -eo pid,etime,args | grep -c [j]ava'", "0")
        .assistant("No Java processes on uatbatch01 at the moment, so nothing of ours is running there.")
        .user("good, then I don't care if they take it down")
        .stop(),
    planted: [],
  },
];

/** The blind set 42: events, segments and scoring of BLIND42_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND42 = plantedSet(BLIND42_SESSIONS, Date.UTC(2026, 10, 2, 9));
