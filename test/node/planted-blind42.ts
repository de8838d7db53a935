/**
 * Blind planted set 42 for the offline long-term-memory extractor.
 * Blind: written without reading the extractor; measured once by the lead, then training data.
 *
 * Style: legacy enterprise code (Java 8 on WebLogic and WebSphere, .NET Framework on IIS,
 * Oracle 11g/12c and PL/SQL, SOAP services, IBM MQ, Control-M and Spring Batch jobs, COBOL
 * copybooks, long-running data migrations) in Copilot CLI and Claude Code voice; careful users
 * who write long multi-paragraph messages; facts about old systems, their owners and their
 * quirks. Each session is one segment; the items planted in it are listed with it:
 * 49 items (9 decisions, 13 instructions, 17 facts, 10 tasks) in 31 sessions, 9 of which plant
 * nothing (41 messages in them).
 * Every other message must give nothing: questions, hypotheses, proposals the user rejects or
 * never confirms, withdrawn ideas, unconfirmed guesses, quoted code/logs/tool output (with
 * words like "always", "never", "TODO"), chit-chat, and requests the agent completes in the
 * same session. Superseded decisions: only the later decision is planted.
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
            "The database character set is WE8MSWIN1252 if that matters.",
          ),
        )
        .assistant(
          p(
            "It matters. With WE8MSWIN1252, VARCHAR2 cannot hold characters outside Windows-1252, so Polish or Greek broker names would be mangled. NVARCHAR2 uses the national character set (usually AL16UTF16) and can.",
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
      { kind: "instruction", keys: ["work item"] },
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
            "Nothing looks broken. The two LegacyCalc warnings are printed on every run; they are hard-coded messages from 1999-era code, including that TODO.",
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
      { kind: "fact", keys: ["nexus", "30 days"] },
      { kind: "instruction", keys: ["offline"] },
    ],
  },
  {
    id: "b42-empty-code-reading",
    build: (s) =>
      s
        .user("what does `PKG_SETTLE_POST.post_batch` actually do? I've never read it")
        .file("Read", "db/plsql/pkg_settle_post.pkb")
        .assistant(
          p(
            "It loops over SETTLE_STAGING rows for one batch id, inserts a LEDGER_ENTRY per row, and marks the staging row POSTED. There's a comment at the top: `-- never commit inside the loop, caller commits` and it indeed has no COMMIT.",
            "Errors are caught per row and written to SETTLE_ERRORS with the SQLERRM, so a bad row doesn't stop the batch.",
          ),
        )
        .user("ah ok, so the caller commits. and who is the caller?")
        .assistant("The Java `LedgerWriter` calls it through a CallableStatement inside the chunk transaction, so Spring Batch commits it with each chunk.")
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
            "Thinking out loud: should we partition CLAIM_HISTORY by year? It's 900 GB now and full scans on it hurt.",
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
];

/** The blind set 42: events, segments and scoring of BLIND42_SESSIONS (see `PlantedSet` in planted-scoring.ts). */
export const BLIND42 = plantedSet(BLIND42_SESSIONS, Date.UTC(2026, 10, 2, 9));
